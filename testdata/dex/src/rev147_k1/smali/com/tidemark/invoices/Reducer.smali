.class public final Lcom/tidemark/invoices/Reducer;
.super Ljava/lang/Object;
.source "Model.kt"


# static fields
.field public static final INSTANCE:Lcom/tidemark/invoices/Reducer;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/tidemark/invoices/Reducer;

    invoke-direct {v0}, Lcom/tidemark/invoices/Reducer;-><init>()V

    sput-object v0, Lcom/tidemark/invoices/Reducer;->INSTANCE:Lcom/tidemark/invoices/Reducer;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 102
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final fold(Lcom/tidemark/invoices/DocState;Ljava/util/List;)Lcom/tidemark/invoices/DocState;
    .registers 14

    const-string v1, "state"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "events"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 117
    move-object v0, p2

    check-cast v0, Ljava/lang/Iterable;

    move-object v2, v0

    move-object v3, p1

    const/4 v4, 0x0

    .line 139
    move-object v5, v3

    .line 140
    invoke-interface {v2}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v7

    move-object v1, v7

    check-cast v1, Lcom/tidemark/invoices/Event;

    move-object v8, v1

    move-object v9, v5

    const/4 v10, 0x0

    .line 117
    sget-object v0, Lcom/tidemark/invoices/Reducer;->INSTANCE:Lcom/tidemark/invoices/Reducer;

    invoke-virtual {v0, v9, v8}, Lcom/tidemark/invoices/Reducer;->reduce(Lcom/tidemark/invoices/DocState;Lcom/tidemark/invoices/Event;)Lcom/tidemark/invoices/DocState;

    move-result-object v5

    .line 140
    goto :goto_0

    .line 117
    :cond_0
    return-object v5
.end method

.method public final reduce(Lcom/tidemark/invoices/DocState;Lcom/tidemark/invoices/Event;)Lcom/tidemark/invoices/DocState;
    .registers 19

    move-object/from16 v0, p1

    const-string v1, "state"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "event"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 104
    move-object/from16 v15, p2

    .line 105
    instance-of v0, v15, Lcom/tidemark/invoices/Event$Drafted;

    if-eqz v0, :cond_0

    move-object/from16 v3, p2

    check-cast v3, Lcom/tidemark/invoices/Event$Drafted;

    invoke-virtual {v3}, Lcom/tidemark/invoices/Event$Drafted;->getNumber()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v4, p2

    check-cast v4, Lcom/tidemark/invoices/Event$Drafted;

    invoke-virtual {v4}, Lcom/tidemark/invoices/Event$Drafted;->getCustomer()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v5, p2

    check-cast v5, Lcom/tidemark/invoices/Event$Drafted;

    invoke-virtual {v5}, Lcom/tidemark/invoices/Event$Drafted;->getTotalCents()J

    move-result-wide v5

    move-object/from16 v0, p1

    const/4 v1, 0x0

    const-string v2, "draft"

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/16 v12, 0x3e1

    const/4 v13, 0x0

    invoke-static/range {v0 .. v13}, Lcom/tidemark/invoices/DocState;->copy$default(Lcom/tidemark/invoices/DocState;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;IIILjava/lang/Object;)Lcom/tidemark/invoices/DocState;

    move-result-object v0

    goto/16 :goto_0

    .line 106
    :cond_0
    instance-of v0, v15, Lcom/tidemark/invoices/Event$SendQueued;

    if-eqz v0, :cond_1

    move-object/from16 v7, p2

    check-cast v7, Lcom/tidemark/invoices/Event$SendQueued;

    invoke-virtual {v7}, Lcom/tidemark/invoices/Event$SendQueued;->getOperationId()Ljava/lang/String;

    move-result-object v7

    move-object/from16 v0, p1

    const/4 v1, 0x0

    const-string v2, "sending"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const-wide/16 v5, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/16 v12, 0x3dd

    const/4 v13, 0x0

    invoke-static/range {v0 .. v13}, Lcom/tidemark/invoices/DocState;->copy$default(Lcom/tidemark/invoices/DocState;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;IIILjava/lang/Object;)Lcom/tidemark/invoices/DocState;

    move-result-object v0

    goto/16 :goto_0

    .line 107
    :cond_1
    instance-of v0, v15, Lcom/tidemark/invoices/Event$Sent;

    if-eqz v0, :cond_2

    move-object/from16 v8, p2

    check-cast v8, Lcom/tidemark/invoices/Event$Sent;

    invoke-virtual {v8}, Lcom/tidemark/invoices/Event$Sent;->getDocument()Ljava/lang/String;

    move-result-object v8

    move-object/from16 v0, p1

    const/4 v1, 0x0

    const-string v2, "sent"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const-wide/16 v5, 0x0

    const/4 v7, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/16 v12, 0x3bd

    const/4 v13, 0x0

    invoke-static/range {v0 .. v13}, Lcom/tidemark/invoices/DocState;->copy$default(Lcom/tidemark/invoices/DocState;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;IIILjava/lang/Object;)Lcom/tidemark/invoices/DocState;

    move-result-object v0

    goto/16 :goto_0

    .line 108
    :cond_2
    instance-of v0, v15, Lcom/tidemark/invoices/Event$Voided;

    if-eqz v0, :cond_3

    move-object/from16 v0, p1

    const/4 v1, 0x0

    const-string v2, "void"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const-wide/16 v5, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/16 v12, 0x3fd

    const/4 v13, 0x0

    invoke-static/range {v0 .. v13}, Lcom/tidemark/invoices/DocState;->copy$default(Lcom/tidemark/invoices/DocState;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;IIILjava/lang/Object;)Lcom/tidemark/invoices/DocState;

    move-result-object v0

    goto/16 :goto_0

    .line 109
    :cond_3
    instance-of v0, v15, Lcom/tidemark/invoices/Event$ExportQueued;

    if-eqz v0, :cond_4

    move-object/from16 v7, p2

    check-cast v7, Lcom/tidemark/invoices/Event$ExportQueued;

    invoke-virtual {v7}, Lcom/tidemark/invoices/Event$ExportQueued;->getOperationId()Ljava/lang/String;

    move-result-object v7

    move-object/from16 v0, p1

    const/4 v1, 0x0

    const-string v2, "queued"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const-wide/16 v5, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/16 v12, 0x3dd

    const/4 v13, 0x0

    invoke-static/range {v0 .. v13}, Lcom/tidemark/invoices/DocState;->copy$default(Lcom/tidemark/invoices/DocState;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;IIILjava/lang/Object;)Lcom/tidemark/invoices/DocState;

    move-result-object v0

    goto :goto_0

    .line 110
    :cond_4
    instance-of v0, v15, Lcom/tidemark/invoices/Event$ExportWritten;

    if-eqz v0, :cond_5

    move-object/from16 v8, p2

    check-cast v8, Lcom/tidemark/invoices/Event$ExportWritten;

    invoke-virtual {v8}, Lcom/tidemark/invoices/Event$ExportWritten;->getPath()Ljava/lang/String;

    move-result-object v8

    move-object/from16 v10, p2

    check-cast v10, Lcom/tidemark/invoices/Event$ExportWritten;

    invoke-virtual {v10}, Lcom/tidemark/invoices/Event$ExportWritten;->getRows()I

    move-result v10

    move-object/from16 v0, p1

    const/4 v1, 0x0

    const-string v2, "written"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const-wide/16 v5, 0x0

    const/4 v7, 0x0

    const/4 v9, 0x0

    const/4 v11, 0x0

    const/16 v12, 0x2bd

    const/4 v13, 0x0

    invoke-static/range {v0 .. v13}, Lcom/tidemark/invoices/DocState;->copy$default(Lcom/tidemark/invoices/DocState;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;IIILjava/lang/Object;)Lcom/tidemark/invoices/DocState;

    move-result-object v0

    goto :goto_0

    .line 111
    :cond_5
    instance-of v0, v15, Lcom/tidemark/invoices/Event$Purged;

    if-eqz v0, :cond_6

    move-object/from16 v0, p1

    const/4 v1, 0x0

    const-string v2, "purged"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const-wide/16 v5, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/16 v12, 0x3fd

    const/4 v13, 0x0

    invoke-static/range {v0 .. v13}, Lcom/tidemark/invoices/DocState;->copy$default(Lcom/tidemark/invoices/DocState;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;IIILjava/lang/Object;)Lcom/tidemark/invoices/DocState;

    move-result-object v0

    goto :goto_0

    .line 112
    :cond_6
    instance-of v0, v15, Lcom/tidemark/invoices/Event$Rejected;

    if-eqz v0, :cond_7

    move-object/from16 v9, p2

    check-cast v9, Lcom/tidemark/invoices/Event$Rejected;

    invoke-virtual {v9}, Lcom/tidemark/invoices/Event$Rejected;->getReason()Ljava/lang/String;

    move-result-object v9

    move-object/from16 v0, p1

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const-wide/16 v5, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/16 v12, 0x37f

    const/4 v13, 0x0

    invoke-static/range {v0 .. v13}, Lcom/tidemark/invoices/DocState;->copy$default(Lcom/tidemark/invoices/DocState;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;IIILjava/lang/Object;)Lcom/tidemark/invoices/DocState;

    move-result-object v0

    goto :goto_0

    .line 104
    :cond_7
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    :goto_0
    move-object v14, v0

    .line 114
    move-object/from16 v11, p1

    invoke-virtual {v11}, Lcom/tidemark/invoices/DocState;->getVersion()I

    move-result v11

    add-int/lit8 v11, v11, 0x1

    move-object v0, v14

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const-wide/16 v5, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/16 v12, 0x1ff

    const/4 v13, 0x0

    invoke-static/range {v0 .. v13}, Lcom/tidemark/invoices/DocState;->copy$default(Lcom/tidemark/invoices/DocState;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;IIILjava/lang/Object;)Lcom/tidemark/invoices/DocState;

    move-result-object v0

    return-object v0
.end method
