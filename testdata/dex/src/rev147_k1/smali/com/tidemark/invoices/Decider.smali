.class public final Lcom/tidemark/invoices/Decider;
.super Ljava/lang/Object;
.source "Model.kt"


# static fields
.field public static final INSTANCE:Lcom/tidemark/invoices/Decider;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/tidemark/invoices/Decider;

    invoke-direct {v0}, Lcom/tidemark/invoices/Decider;-><init>()V

    sput-object v0, Lcom/tidemark/invoices/Decider;->INSTANCE:Lcom/tidemark/invoices/Decider;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 121
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final decide(Lcom/tidemark/invoices/DocState;Lcom/tidemark/invoices/Command;)Lcom/tidemark/invoices/Either;
    .registers 12

    const-string v1, "state"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "command"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 122
    move-object v8, p2

    .line 123
    instance-of v0, v8, Lcom/tidemark/invoices/Command$DraftInvoice;

    if-eqz v0, :cond_1

    .line 124
    invoke-virtual {p1}, Lcom/tidemark/invoices/DocState;->getStatus()Ljava/lang/String;

    move-result-object v0

    const-string v1, "none"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const-string v0, "CONFLICT"

    const-string v1, "That invoice already exists."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    invoke-static {v0}, Lcom/tidemark/invoices/EitherKt;->left(Ljava/lang/Object;)Lcom/tidemark/invoices/Either;

    move-result-object v0

    goto/16 :goto_0

    .line 125
    :cond_0
    new-instance v0, Lcom/tidemark/invoices/Event$Drafted;

    move-object v2, p2

    check-cast v2, Lcom/tidemark/invoices/Command$DraftInvoice;

    invoke-virtual {v2}, Lcom/tidemark/invoices/Command$DraftInvoice;->getAggregate()Ljava/lang/String;

    move-result-object v2

    move-object v3, p2

    check-cast v3, Lcom/tidemark/invoices/Command$DraftInvoice;

    invoke-virtual {v3}, Lcom/tidemark/invoices/Command$DraftInvoice;->getNumber()Ljava/lang/String;

    move-result-object v3

    move-object v4, p2

    check-cast v4, Lcom/tidemark/invoices/Command$DraftInvoice;

    invoke-virtual {v4}, Lcom/tidemark/invoices/Command$DraftInvoice;->getCustomer()Ljava/lang/String;

    move-result-object v4

    move-object v5, p2

    check-cast v5, Lcom/tidemark/invoices/Command$DraftInvoice;

    invoke-virtual {v5}, Lcom/tidemark/invoices/Command$DraftInvoice;->getTotalCents()J

    move-result-wide v5

    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-wide v4, v5

    invoke-direct/range {v0 .. v5}, Lcom/tidemark/invoices/Event$Drafted;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    invoke-static {v0}, Lcom/tidemark/invoices/EitherKt;->right(Ljava/lang/Object;)Lcom/tidemark/invoices/Either;

    move-result-object v0

    goto/16 :goto_0

    .line 126
    :cond_1
    instance-of v0, v8, Lcom/tidemark/invoices/Command$SendInvoice;

    if-eqz v0, :cond_3

    .line 127
    invoke-virtual {p1}, Lcom/tidemark/invoices/DocState;->getStatus()Ljava/lang/String;

    move-result-object v0

    const-string v1, "draft"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    invoke-virtual {p1}, Lcom/tidemark/invoices/DocState;->getStatus()Ljava/lang/String;

    move-result-object v0

    const-string v1, "sent"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const-string v0, "CONFLICT"

    const-string v1, "Only a drafted or sent invoice can be sent."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    invoke-static {v0}, Lcom/tidemark/invoices/EitherKt;->left(Ljava/lang/Object;)Lcom/tidemark/invoices/Either;

    move-result-object v0

    goto/16 :goto_0

    .line 128
    :cond_2
    new-instance v0, Lcom/tidemark/invoices/Event$SendQueued;

    move-object v2, p2

    check-cast v2, Lcom/tidemark/invoices/Command$SendInvoice;

    invoke-virtual {v2}, Lcom/tidemark/invoices/Command$SendInvoice;->getAggregate()Ljava/lang/String;

    move-result-object v2

    move-object v3, p2

    check-cast v3, Lcom/tidemark/invoices/Command$SendInvoice;

    invoke-virtual {v3}, Lcom/tidemark/invoices/Command$SendInvoice;->getOperationId()Ljava/lang/String;

    move-result-object v3

    move-object v4, p2

    check-cast v4, Lcom/tidemark/invoices/Command$SendInvoice;

    invoke-virtual {v4}, Lcom/tidemark/invoices/Command$SendInvoice;->getEmail()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v0, v2, v3, v4}, Lcom/tidemark/invoices/Event$SendQueued;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    invoke-static {v0}, Lcom/tidemark/invoices/EitherKt;->right(Ljava/lang/Object;)Lcom/tidemark/invoices/Either;

    move-result-object v0

    goto/16 :goto_0

    .line 129
    :cond_3
    instance-of v0, v8, Lcom/tidemark/invoices/Command$VoidInvoice;

    if-eqz v0, :cond_6

    .line 130
    invoke-virtual {p1}, Lcom/tidemark/invoices/DocState;->getStatus()Ljava/lang/String;

    move-result-object v0

    const-string v1, "none"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    invoke-virtual {p1}, Lcom/tidemark/invoices/DocState;->getStatus()Ljava/lang/String;

    move-result-object v0

    const-string v1, "void"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    :cond_4
    const-string v0, "CONFLICT"

    const-string v1, "There is no open invoice to void."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    invoke-static {v0}, Lcom/tidemark/invoices/EitherKt;->left(Ljava/lang/Object;)Lcom/tidemark/invoices/Either;

    move-result-object v0

    goto/16 :goto_0

    .line 131
    :cond_5
    new-instance v0, Lcom/tidemark/invoices/Event$Voided;

    move-object v2, p2

    check-cast v2, Lcom/tidemark/invoices/Command$VoidInvoice;

    invoke-virtual {v2}, Lcom/tidemark/invoices/Command$VoidInvoice;->getAggregate()Ljava/lang/String;

    move-result-object v2

    move-object v3, p2

    check-cast v3, Lcom/tidemark/invoices/Command$VoidInvoice;

    invoke-virtual {v3}, Lcom/tidemark/invoices/Command$VoidInvoice;->getReason()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lcom/tidemark/invoices/Event$Voided;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    invoke-static {v0}, Lcom/tidemark/invoices/EitherKt;->right(Ljava/lang/Object;)Lcom/tidemark/invoices/Either;

    move-result-object v0

    goto :goto_0

    .line 132
    :cond_6
    instance-of v0, v8, Lcom/tidemark/invoices/Command$ExportLedger;

    if-eqz v0, :cond_8

    .line 133
    move-object v0, p2

    check-cast v0, Lcom/tidemark/invoices/Command$ExportLedger;

    invoke-virtual {v0}, Lcom/tidemark/invoices/Command$ExportLedger;->getToMs()J

    move-result-wide v0

    move-object v2, p2

    check-cast v2, Lcom/tidemark/invoices/Command$ExportLedger;

    invoke-virtual {v2}, Lcom/tidemark/invoices/Command$ExportLedger;->getFromMs()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_7

    const-string v0, "INVALID_ARGS"

    const-string v1, "to_ms must not be before from_ms."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    invoke-static {v0}, Lcom/tidemark/invoices/EitherKt;->left(Ljava/lang/Object;)Lcom/tidemark/invoices/Either;

    move-result-object v0

    goto :goto_0

    .line 134
    :cond_7
    new-instance v0, Lcom/tidemark/invoices/Event$ExportQueued;

    move-object v2, p2

    check-cast v2, Lcom/tidemark/invoices/Command$ExportLedger;

    invoke-virtual {v2}, Lcom/tidemark/invoices/Command$ExportLedger;->getAggregate()Ljava/lang/String;

    move-result-object v2

    move-object v3, p2

    check-cast v3, Lcom/tidemark/invoices/Command$ExportLedger;

    invoke-virtual {v3}, Lcom/tidemark/invoices/Command$ExportLedger;->getOperationId()Ljava/lang/String;

    move-result-object v3

    move-object v4, p2

    check-cast v4, Lcom/tidemark/invoices/Command$ExportLedger;

    invoke-virtual {v4}, Lcom/tidemark/invoices/Command$ExportLedger;->getFromMs()J

    move-result-wide v4

    move-object v6, p2

    check-cast v6, Lcom/tidemark/invoices/Command$ExportLedger;

    invoke-virtual {v6}, Lcom/tidemark/invoices/Command$ExportLedger;->getToMs()J

    move-result-wide v6

    move-object v1, v2

    move-object v2, v3

    move-wide v3, v4

    move-wide v5, v6

    invoke-direct/range {v0 .. v6}, Lcom/tidemark/invoices/Event$ExportQueued;-><init>(Ljava/lang/String;Ljava/lang/String;JJ)V

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    invoke-static {v0}, Lcom/tidemark/invoices/EitherKt;->right(Ljava/lang/Object;)Lcom/tidemark/invoices/Either;

    move-result-object v0

    goto :goto_0

    .line 135
    :cond_8
    instance-of v0, v8, Lcom/tidemark/invoices/Command$PurgeExports;

    if-eqz v0, :cond_9

    new-instance v0, Lcom/tidemark/invoices/Event$Purged;

    move-object v2, p2

    check-cast v2, Lcom/tidemark/invoices/Command$PurgeExports;

    invoke-virtual {v2}, Lcom/tidemark/invoices/Command$PurgeExports;->getAggregate()Ljava/lang/String;

    move-result-object v2

    move-object v3, p2

    check-cast v3, Lcom/tidemark/invoices/Command$PurgeExports;

    invoke-virtual {v3}, Lcom/tidemark/invoices/Command$PurgeExports;->getOlderThanMs()J

    move-result-wide v3

    invoke-direct {v0, v2, v3, v4}, Lcom/tidemark/invoices/Event$Purged;-><init>(Ljava/lang/String;J)V

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    invoke-static {v0}, Lcom/tidemark/invoices/EitherKt;->right(Ljava/lang/Object;)Lcom/tidemark/invoices/Either;

    move-result-object v0

    goto :goto_0

    .line 122
    :cond_9
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 136
    :goto_0
    return-object v0
.end method
