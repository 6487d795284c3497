-- The best rows (quality 4.8 or more, a few percent) get text indexes of their own: a search's best
-- page is read among them, a few hundred rows, instead of among every match (decision 009).
CREATE INDEX "business_search_top_document_idx" ON "business_search" USING gin ("document") WHERE quality >= 4.8::real;--> statement-breakpoint
CREATE INDEX "business_search_top_name_document_idx" ON "business_search" USING gin ("name_document") WHERE quality >= 4.8::real;