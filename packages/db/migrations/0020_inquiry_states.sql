-- Issue #14 (decision 036): an inquiry's stored states become sent, in_preparation, offered,
-- accepted, declined, withdrawn ('expired' is derived from the offer's valid-until day). The
-- earlier received / answered / closed of issue #12 are renamed in the inquiries and in their
-- status history; a closed inquiry was accepted when an offer of it was, else declined.
UPDATE "order_status_events" AS e SET "status" = CASE
  WHEN e."status" = 'received' THEN 'sent'
  WHEN e."status" = 'answered' THEN 'offered'
  WHEN EXISTS (
    SELECT 1 FROM "inquiry_offers" f WHERE f."order_id" = e."order_id" AND f."status" = 'accepted'
  ) THEN 'accepted'
  ELSE 'declined' END
FROM "orders" AS o
WHERE o."id" = e."order_id" AND o."kind" = 'inquiry' AND e."status" IN ('received', 'answered', 'closed');
--> statement-breakpoint
UPDATE "orders" AS o SET "status" = CASE
  WHEN o."status" = 'received' THEN 'sent'
  WHEN o."status" = 'answered' THEN 'offered'
  WHEN EXISTS (
    SELECT 1 FROM "inquiry_offers" f WHERE f."order_id" = o."id" AND f."status" = 'accepted'
  ) THEN 'accepted'
  ELSE 'declined' END
WHERE o."kind" = 'inquiry' AND o."status" IN ('received', 'answered', 'closed');
