import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AuthStatus, LoginRequest } from "@shared/admin-api";
import { apiPaths } from "@shared/api-paths";
import { apiRequest, getJson } from "../../api/api-client";
import { checkAuthQueryKey } from "./keys";

export function useCheckAuth() {
  return useQuery({ queryKey: checkAuthQueryKey, queryFn: () => getJson<AuthStatus>(apiPaths.admin.checkAuth), staleTime: 0 });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => (await apiRequest("POST", apiPaths.admin.login, credentials)).json() as Promise<AuthStatus>,
    onSuccess: (status) => queryClient.setQueryData(checkAuthQueryKey, status),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", apiPaths.admin.logout),
    onSettled: () => queryClient.removeQueries({ queryKey: checkAuthQueryKey }),
  });
}
