/** vnu-jar 26's export: the path of the vnu.jar it ships, as a String object (the package ships no types). */
declare module "vnu-jar" {
  const jarPath: { toString(): string };
  export default jarPath;
}
