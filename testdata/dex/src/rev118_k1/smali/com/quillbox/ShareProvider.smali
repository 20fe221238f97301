.class public final Lcom/quillbox/ShareProvider;
.super Landroid/content/ContentProvider;
.source "ShareProvider.kt"

# static fields
.field public static final Companion:Lcom/quillbox/ShareProvider$Companion;
.field private static final EMAIL:Lkotlin/text/Regex;
.field public static final PROVIDER_ID:Ljava/lang/String; = "com.quillbox.share"
.field private static final REQUEST_PUBLISH:I = 0x2a
.field private static final REQUEST_REVOKE:I = 0x2b
.field private static final REQUEST_SHARE:I = 0x29


# instance fields
.field private final ledger:Lcom/quillbox/ResumeLedger;
.field private resolutions:Lcom/quillbox/Resolutions;
.field private router:Lcom/quillbox/ConfirmRouter;
.field private final sessions:Lcom/quillbox/SessionBook;
.field private store:Lcom/quillbox/NoteStore;
.field private final writes:Lkotlinx/coroutines/sync/Mutex;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/quillbox/ShareProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/quillbox/ShareProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/quillbox/ShareProvider;->Companion:Lcom/quillbox/ShareProvider$Companion;
    .line 155
    new-instance v0, Lkotlin/text/Regex;
    const-string v1, "[^@\\s]+@[^@\\s]+\\.[a-z]{2,}"
    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V
    sput-object v0, Lcom/quillbox/ShareProvider;->EMAIL:Lkotlin/text/Regex;
    return-void
.end method

.method public constructor <init>()V
    .registers 7
    .line 23
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 27
    new-instance v0, Lcom/quillbox/SessionBook;
    const-wide/16 v2, 0x0
    const/4 v4, 0x1
    const/4 v5, 0x0
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/quillbox/SessionBook;-><init>(JILkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v0, p0, Lcom/quillbox/ShareProvider;->sessions:Lcom/quillbox/SessionBook;
    .line 28
    new-instance v0, Lcom/quillbox/ResumeLedger;
    sget-object v2, Lkotlin/random/Random;->Default:Lkotlin/random/Random$Default;
    check-cast v2, Lkotlin/random/Random;
    invoke-direct {v0, v2}, Lcom/quillbox/ResumeLedger;-><init>(Lkotlin/random/Random;)V
    iput-object v0, p0, Lcom/quillbox/ShareProvider;->ledger:Lcom/quillbox/ResumeLedger;
    .line 29
    const/4 v0, 0x0
    const/4 v1, 0x1
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/sync/MutexKt;->Mutex$default(ZILjava/lang/Object;)Lkotlinx/coroutines/sync/Mutex;
    move-result-object v0
    iput-object v0, p0, Lcom/quillbox/ShareProvider;->writes:Lkotlinx/coroutines/sync/Mutex;
    .line 23
    return-void
.end method

.method public static final synthetic access$execute(Lcom/quillbox/ShareProvider;Landroid/content/Context;ILcom/quillbox/Request;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6
    .line 23
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/quillbox/ShareProvider;->execute(Landroid/content/Context;ILcom/quillbox/Request;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getStore$p(Lcom/quillbox/ShareProvider;)Lcom/quillbox/NoteStore;
    .registers 2
    .line 23
    iget-object v0, p0, Lcom/quillbox/ShareProvider;->store:Lcom/quillbox/NoteStore;
    return-object v0
.end method

.method public static final synthetic access$listShares(Lcom/quillbox/ShareProvider;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3
    .line 23
    invoke-direct {p0, p1}, Lcom/quillbox/ShareProvider;->listShares(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$publishNote(Lcom/quillbox/ShareProvider;ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6
    .line 23
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/quillbox/ShareProvider;->publishNote(ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$revokeShare(Lcom/quillbox/ShareProvider;Landroid/content/Context;ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12
    .line 23
    move-object v0, p0
    move-object v1, p1
    move v2, p2
    move-object v3, p3
    move-object v4, p4
    move-object v5, p5
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/ShareProvider;->revokeShare(Landroid/content/Context;ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$shareNote(Lcom/quillbox/ShareProvider;ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6
    .line 23
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/quillbox/ShareProvider;->shareNote(ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method private final execute(Landroid/content/Context;ILcom/quillbox/Request;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 21
    move-object/from16 v0, p4
    instance-of v0, v0, Lcom/quillbox/ShareProvider$execute$1;
    if-eqz v0, :L41
    move-object/from16 v0, p4
    check-cast v0, Lcom/quillbox/ShareProvider$execute$1;
    move-object v14, v0
    iget v0, v14, Lcom/quillbox/ShareProvider$execute$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L41
    iget v1, v14, Lcom/quillbox/ShareProvider$execute$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v14, Lcom/quillbox/ShareProvider$execute$1;->label:I
    goto :L53
:L41
    new-instance v14, Lcom/quillbox/ShareProvider$execute$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p4
    invoke-direct {v14, v2, v3}, Lcom/quillbox/ShareProvider$execute$1;-><init>(Lcom/quillbox/ShareProvider;Lkotlin/coroutines/Continuation;)V
:L53
    iget-object v13, v14, Lcom/quillbox/ShareProvider$execute$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v15
    .line 60
    iget v0, v14, Lcom/quillbox/ShareProvider$execute$1;->label:I
    packed-switch v0, :pswitch_data_70
    goto/16 :L1270
:L112
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 61
    move-object/from16 v0, p3
    invoke-virtual {v0}, Lcom/quillbox/Request;->getDeadlineAt()J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :L145
    .line 62
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "DEADLINE_EXCEEDED"
    const-string v2, "The deadline has passed"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L145
    .line 65
    move-object/from16 v0, p3
    invoke-virtual {v0}, Lcom/quillbox/Request;->args()Lorg/json/JSONObject;
    move-result-object v9
:L152
    goto :L174
:L155
    .line 66
    move-exception v10
    .line 67
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "args must be a JSON object"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L174
    .line 64
    move-object v8, v9
    .line 69
    move-object/from16 v0, p3
    invoke-virtual {v0}, Lcom/quillbox/Request;->getTool-dFydwOw()Ljava/lang/String;
    move-result-object v9
    .line 70
    sget-object v0, Lcom/quillbox/Catalog;->INSTANCE:Lcom/quillbox/Catalog;
    invoke-virtual {v0}, Lcom/quillbox/Catalog;->getSHARE_MUTATIONS()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, v9}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v10
    .line 71
    if-eqz v10, :L419
    .line 72
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/quillbox/ShareProvider$execute$seen$1;
    move-object/from16 v3, p0
    move/from16 v4, p2
    move-object/from16 v5, p3
    const/4 v6, 0x0
    invoke-direct {v1, v3, v4, v5, v6}, Lcom/quillbox/ShareProvider$execute$seen$1;-><init>(Lcom/quillbox/ShareProvider;ILcom/quillbox/Request;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    iput-object v4, v14, Lcom/quillbox/ShareProvider$execute$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p3
    iput-object v4, v14, Lcom/quillbox/ShareProvider$execute$1;->L$1:Ljava/lang/Object;
    iput-object v8, v14, Lcom/quillbox/ShareProvider$execute$1;->L$2:Ljava/lang/Object;
    iput-object v9, v14, Lcom/quillbox/ShareProvider$execute$1;->L$3:Ljava/lang/Object;
    move/from16 v4, p2
    iput v4, v14, Lcom/quillbox/ShareProvider$execute$1;->I$0:I
    iput-boolean v10, v14, Lcom/quillbox/ShareProvider$execute$1;->Z$0:Z
    const/4 v4, 0x1
    iput v4, v14, Lcom/quillbox/ShareProvider$execute$1;->label:I
    invoke-static {v0, v1, v14}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L341
    .line 60
    return-object v15
:L283
    iget-boolean v10, v14, Lcom/quillbox/ShareProvider$execute$1;->Z$0:Z
    iget v0, v14, Lcom/quillbox/ShareProvider$execute$1;->I$0:I
    move/from16 p2, v0
    iget-object v9, v14, Lcom/quillbox/ShareProvider$execute$1;->L$3:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    iget-object v8, v14, Lcom/quillbox/ShareProvider$execute$1;->L$2:Ljava/lang/Object;
    check-cast v8, Lorg/json/JSONObject;
    iget-object v0, v14, Lcom/quillbox/ShareProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    iget-object v0, v14, Lcom/quillbox/ShareProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
:L341
    check-cast v0, [Ljava/lang/String;
    move-object v11, v0
    .line 73
    if-eqz v11, :L419
    .line 74
    const/4 v1, 0x0
    aget-object v0, v11, v1
    invoke-static {v0, v9}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L383
    const/4 v1, 0x1
    aget-object v0, v11, v1
    sget-object v1, Lcom/quillbox/NoteStore;->Companion:Lcom/quillbox/NoteStore$Companion;
    move-object/from16 v2, p3
    invoke-virtual {v2}, Lcom/quillbox/Request;->getArgsText()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Lcom/quillbox/NoteStore$Companion;->sha256(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L400
:L383
    .line 75
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "request_id was used for another call"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L400
    .line 77
    new-instance v0, Lcom/quillbox/Reply$Ok;
    new-instance v2, Lorg/json/JSONObject;
    const/4 v5, 0x2
    aget-object v4, v11, v5
    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/quillbox/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    return-object v0
:L419
    .line 80
    move-object v12, v9
    invoke-virtual {v12}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_428
    goto/16 :L1061
:L472
    const-string v1, "list_shares"
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L528
    goto/16 :L1061
:L486
    const-string v1, "revoke_share"
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L926
    goto/16 :L1061
:L500
    const-string v1, "share_note"
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L658
    goto/16 :L1061
:L514
    const-string v1, "publish_note"
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L792
    goto/16 :L1061
:L528
    .line 81
    move-object/from16 v3, p1
    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v14, Lcom/quillbox/ShareProvider$execute$1;->L$0:Ljava/lang/Object;
    move-object/from16 v3, p3
    iput-object v3, v14, Lcom/quillbox/ShareProvider$execute$1;->L$1:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v14, Lcom/quillbox/ShareProvider$execute$1;->L$2:Ljava/lang/Object;
    iput-object v9, v14, Lcom/quillbox/ShareProvider$execute$1;->L$3:Ljava/lang/Object;
    move/from16 v3, p2
    iput v3, v14, Lcom/quillbox/ShareProvider$execute$1;->I$0:I
    iput-boolean v10, v14, Lcom/quillbox/ShareProvider$execute$1;->Z$0:Z
    const/4 v3, 0x2
    iput v3, v14, Lcom/quillbox/ShareProvider$execute$1;->label:I
    move-object/from16 v0, p0
    invoke-direct {v0, v14}, Lcom/quillbox/ShareProvider;->listShares(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L652
    .line 60
    return-object v15
:L594
    iget-boolean v10, v14, Lcom/quillbox/ShareProvider$execute$1;->Z$0:Z
    iget v0, v14, Lcom/quillbox/ShareProvider$execute$1;->I$0:I
    move/from16 p2, v0
    iget-object v9, v14, Lcom/quillbox/ShareProvider$execute$1;->L$3:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    iget-object v8, v14, Lcom/quillbox/ShareProvider$execute$1;->L$2:Ljava/lang/Object;
    check-cast v8, Lorg/json/JSONObject;
    iget-object v0, v14, Lcom/quillbox/ShareProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    iget-object v0, v14, Lcom/quillbox/ShareProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
:L652
    .line 81
    check-cast v0, Lcom/quillbox/Reply;
    goto/16 :L1080
:L658
    .line 82
    move-object/from16 v6, p1
    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v6
    iput-object v6, v14, Lcom/quillbox/ShareProvider$execute$1;->L$0:Ljava/lang/Object;
    move-object/from16 v6, p3
    iput-object v6, v14, Lcom/quillbox/ShareProvider$execute$1;->L$1:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v6
    iput-object v6, v14, Lcom/quillbox/ShareProvider$execute$1;->L$2:Ljava/lang/Object;
    iput-object v9, v14, Lcom/quillbox/ShareProvider$execute$1;->L$3:Ljava/lang/Object;
    move/from16 v6, p2
    iput v6, v14, Lcom/quillbox/ShareProvider$execute$1;->I$0:I
    iput-boolean v10, v14, Lcom/quillbox/ShareProvider$execute$1;->Z$0:Z
    const/4 v6, 0x3
    iput v6, v14, Lcom/quillbox/ShareProvider$execute$1;->label:I
    move-object/from16 v0, p0
    move/from16 v1, p2
    move-object/from16 v2, p3
    invoke-direct {v0, v1, v2, v8, v14}, Lcom/quillbox/ShareProvider;->shareNote(ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L786
    .line 60
    return-object v15
:L728
    iget-boolean v10, v14, Lcom/quillbox/ShareProvider$execute$1;->Z$0:Z
    iget v0, v14, Lcom/quillbox/ShareProvider$execute$1;->I$0:I
    move/from16 p2, v0
    iget-object v9, v14, Lcom/quillbox/ShareProvider$execute$1;->L$3:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    iget-object v8, v14, Lcom/quillbox/ShareProvider$execute$1;->L$2:Ljava/lang/Object;
    check-cast v8, Lorg/json/JSONObject;
    iget-object v0, v14, Lcom/quillbox/ShareProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    iget-object v0, v14, Lcom/quillbox/ShareProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
:L786
    .line 82
    check-cast v0, Lcom/quillbox/Reply;
    goto/16 :L1080
:L792
    .line 83
    move-object/from16 v6, p1
    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v6
    iput-object v6, v14, Lcom/quillbox/ShareProvider$execute$1;->L$0:Ljava/lang/Object;
    move-object/from16 v6, p3
    iput-object v6, v14, Lcom/quillbox/ShareProvider$execute$1;->L$1:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v6
    iput-object v6, v14, Lcom/quillbox/ShareProvider$execute$1;->L$2:Ljava/lang/Object;
    iput-object v9, v14, Lcom/quillbox/ShareProvider$execute$1;->L$3:Ljava/lang/Object;
    move/from16 v6, p2
    iput v6, v14, Lcom/quillbox/ShareProvider$execute$1;->I$0:I
    iput-boolean v10, v14, Lcom/quillbox/ShareProvider$execute$1;->Z$0:Z
    const/4 v6, 0x4
    iput v6, v14, Lcom/quillbox/ShareProvider$execute$1;->label:I
    move-object/from16 v0, p0
    move/from16 v1, p2
    move-object/from16 v2, p3
    invoke-direct {v0, v1, v2, v8, v14}, Lcom/quillbox/ShareProvider;->publishNote(ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L920
    .line 60
    return-object v15
:L862
    iget-boolean v10, v14, Lcom/quillbox/ShareProvider$execute$1;->Z$0:Z
    iget v0, v14, Lcom/quillbox/ShareProvider$execute$1;->I$0:I
    move/from16 p2, v0
    iget-object v9, v14, Lcom/quillbox/ShareProvider$execute$1;->L$3:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    iget-object v8, v14, Lcom/quillbox/ShareProvider$execute$1;->L$2:Ljava/lang/Object;
    check-cast v8, Lorg/json/JSONObject;
    iget-object v0, v14, Lcom/quillbox/ShareProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    iget-object v0, v14, Lcom/quillbox/ShareProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
:L920
    .line 83
    check-cast v0, Lcom/quillbox/Reply;
    goto :L1080
:L926
    .line 84
    move-object/from16 v7, p1
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
    iput-object v7, v14, Lcom/quillbox/ShareProvider$execute$1;->L$0:Ljava/lang/Object;
    move-object/from16 v7, p3
    iput-object v7, v14, Lcom/quillbox/ShareProvider$execute$1;->L$1:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
    iput-object v7, v14, Lcom/quillbox/ShareProvider$execute$1;->L$2:Ljava/lang/Object;
    iput-object v9, v14, Lcom/quillbox/ShareProvider$execute$1;->L$3:Ljava/lang/Object;
    move/from16 v7, p2
    iput v7, v14, Lcom/quillbox/ShareProvider$execute$1;->I$0:I
    iput-boolean v10, v14, Lcom/quillbox/ShareProvider$execute$1;->Z$0:Z
    const/4 v7, 0x5
    iput v7, v14, Lcom/quillbox/ShareProvider$execute$1;->label:I
    move-object/from16 v0, p0
    move-object/from16 v1, p1
    move/from16 v2, p2
    move-object/from16 v3, p3
    move-object v4, v8
    move-object v5, v14
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/ShareProvider;->revokeShare(Landroid/content/Context;ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L1055
    .line 60
    return-object v15
:L997
    iget-boolean v10, v14, Lcom/quillbox/ShareProvider$execute$1;->Z$0:Z
    iget v0, v14, Lcom/quillbox/ShareProvider$execute$1;->I$0:I
    move/from16 p2, v0
    iget-object v9, v14, Lcom/quillbox/ShareProvider$execute$1;->L$3:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    iget-object v8, v14, Lcom/quillbox/ShareProvider$execute$1;->L$2:Ljava/lang/Object;
    check-cast v8, Lorg/json/JSONObject;
    iget-object v0, v14, Lcom/quillbox/ShareProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    iget-object v0, v14, Lcom/quillbox/ShareProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
:L1055
    .line 84
    check-cast v0, Lcom/quillbox/Reply;
    goto :L1080
:L1061
    .line 85
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "No such tool"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/quillbox/Reply;
:L1080
    .line 80
    move-object v11, v0
    .line 87
    if-eqz v10, :L1267
    instance-of v0, v11, Lcom/quillbox/Reply$Ok;
    if-eqz v0, :L1267
    .line 88
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/quillbox/ShareProvider$execute$2;
    move-object/from16 v2, p0
    move/from16 v3, p2
    move-object/from16 v4, p3
    move-object v5, v9
    move-object v6, v11
    const/4 v7, 0x0
    invoke-direct/range {v1 .. v7}, Lcom/quillbox/ShareProvider$execute$2;-><init>(Lcom/quillbox/ShareProvider;ILcom/quillbox/Request;Ljava/lang/String;Lcom/quillbox/Reply;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v14, Lcom/quillbox/ShareProvider$execute$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p3
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v14, Lcom/quillbox/ShareProvider$execute$1;->L$1:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v14, Lcom/quillbox/ShareProvider$execute$1;->L$2:Ljava/lang/Object;
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v14, Lcom/quillbox/ShareProvider$execute$1;->L$3:Ljava/lang/Object;
    iput-object v11, v14, Lcom/quillbox/ShareProvider$execute$1;->L$4:Ljava/lang/Object;
    move/from16 v4, p2
    iput v4, v14, Lcom/quillbox/ShareProvider$execute$1;->I$0:I
    iput-boolean v10, v14, Lcom/quillbox/ShareProvider$execute$1;->Z$0:Z
    const/4 v4, 0x6
    iput v4, v14, Lcom/quillbox/ShareProvider$execute$1;->label:I
    invoke-static {v0, v1, v14}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L1266
    .line 60
    return-object v15
:L1198
    iget-boolean v10, v14, Lcom/quillbox/ShareProvider$execute$1;->Z$0:Z
    iget v0, v14, Lcom/quillbox/ShareProvider$execute$1;->I$0:I
    move/from16 p2, v0
    iget-object v11, v14, Lcom/quillbox/ShareProvider$execute$1;->L$4:Ljava/lang/Object;
    check-cast v11, Lcom/quillbox/Reply;
    iget-object v9, v14, Lcom/quillbox/ShareProvider$execute$1;->L$3:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    iget-object v8, v14, Lcom/quillbox/ShareProvider$execute$1;->L$2:Ljava/lang/Object;
    check-cast v8, Lorg/json/JSONObject;
    iget-object v0, v14, Lcom/quillbox/ShareProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    iget-object v0, v14, Lcom/quillbox/ShareProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
:L1266
:L1267
    .line 90
    return-object v11
:L1270
    .line 60
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_70
    .packed-switch 0x0
        :L112
        :L283
        :L594
        :L728
        :L862
        :L997
        :L1198
    .end packed-switch

:sswitch_data_428
    .sparse-switch
        -0x6f1762de -> :L514
        -0x6a94d3ae -> :L500
        0x17144e6 -> :L486
        0x1af5ab35 -> :L472
    .end sparse-switch
    .catch Lorg/json/JSONException; {:L145 .. :L152} :L155
.end method

.method private final listShares(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 17
    move-object/from16 v0, p1
    instance-of v0, v0, Lcom/quillbox/ShareProvider$listShares$1;
    if-eqz v0, :L39
    move-object/from16 v0, p1
    check-cast v0, Lcom/quillbox/ShareProvider$listShares$1;
    move-object v13, v0
    iget v0, v13, Lcom/quillbox/ShareProvider$listShares$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    iget v1, v13, Lcom/quillbox/ShareProvider$listShares$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v13, Lcom/quillbox/ShareProvider$listShares$1;->label:I
    goto :L50
:L39
    new-instance v13, Lcom/quillbox/ShareProvider$listShares$1;
    move-object/from16 v3, p1
    invoke-direct {v13, p0, v3}, Lcom/quillbox/ShareProvider$listShares$1;-><init>(Lcom/quillbox/ShareProvider;Lkotlin/coroutines/Continuation;)V
:L50
    iget-object v12, v13, Lcom/quillbox/ShareProvider$listShares$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v14
    .line 93
    iget v0, v13, Lcom/quillbox/ShareProvider$listShares$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto :L213
:L88
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 94
    iget-object v0, p0, Lcom/quillbox/ShareProvider;->store:Lcom/quillbox/NoteStore;
    if-nez v0, :L109
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L109
    invoke-virtual {v0}, Lcom/quillbox/NoteStore;->shares()Lkotlinx/coroutines/flow/Flow;
    move-result-object v7
    .line 95
    const/4 v8, 0x0
    .line 159
    move-object v9, v7
    const/4 v10, 0x0
    .line 160
    const/4 v11, 0x0
    .line 161
    new-instance v0, Lcom/quillbox/ShareProvider$listShares$$inlined$map$1;
    invoke-direct {v0, v9}, Lcom/quillbox/ShareProvider$listShares$$inlined$map$1;-><init>(Lkotlinx/coroutines/flow/Flow;)V
    check-cast v0, Lkotlinx/coroutines/flow/Flow;
    .line 96
    const/4 v5, 0x1
    iput v5, v13, Lcom/quillbox/ShareProvider$listShares$1;->label:I
    const/4 v1, 0x0
    const/4 v3, 0x1
    const/4 v4, 0x0
    invoke-static {v0, v1, v13, v3, v4}, Lkotlinx/coroutines/flow/FlowKt;->toList$default(Lkotlinx/coroutines/flow/Flow;Ljava/util/List;Lkotlin/coroutines/Continuation;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v14, :L170
    .line 93
    return-object v14
:L163
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v12
:L170
    check-cast v0, Ljava/util/List;
    .line 94
    move-object v6, v0
    .line 97
    new-instance v0, Lcom/quillbox/Reply$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    new-instance v4, Lorg/json/JSONArray;
    move-object v5, v6
    check-cast v5, Ljava/util/Collection;
    invoke-direct {v4, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    const-string v3, "shares"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/quillbox/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    return-object v0
:L213
    .line 93
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L163
    .end packed-switch
.end method

.method private final publishNote(ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 28
    move-object/from16 v0, p4
    instance-of v0, v0, Lcom/quillbox/ShareProvider$publishNote$1;
    if-eqz v0, :L41
    move-object/from16 v0, p4
    check-cast v0, Lcom/quillbox/ShareProvider$publishNote$1;
    move-object/from16 v19, v0
    move-object/from16 v0, v19
    iget v0, v0, Lcom/quillbox/ShareProvider$publishNote$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L41
    move-object/from16 v1, v19
    iget v1, v1, Lcom/quillbox/ShareProvider$publishNote$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    move-object/from16 v0, v19
    iput v1, v0, Lcom/quillbox/ShareProvider$publishNote$1;->label:I
    goto :L53
:L41
    new-instance v0, Lcom/quillbox/ShareProvider$publishNote$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p4
    invoke-direct {v0, v2, v3}, Lcom/quillbox/ShareProvider$publishNote$1;-><init>(Lcom/quillbox/ShareProvider;Lkotlin/coroutines/Continuation;)V
    move-object/from16 v19, v0
:L53
    move-object/from16 v0, v19
    iget-object v0, v0, Lcom/quillbox/ShareProvider$publishNote$1;->result:Ljava/lang/Object;
    move-object/from16 v18, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v22
    .line 115
    move-object/from16 v0, v19
    iget v0, v0, Lcom/quillbox/ShareProvider$publishNote$1;->label:I
    packed-switch v0, :pswitch_data_70
    goto/16 :L826
:L104
    move-object/from16 v0, v18
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 116
    move-object/from16 v0, p3
    const-string v1, "note_id"
    const-wide/16 v2, -0x1
    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J
    move-result-wide v7
    .line 117
    const-wide/16 v2, 0x0
    cmp-long v0, v7, v2
    if-gez v0, :L145
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "note_id is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L145
    .line 118
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillbox/ShareProvider;->ledger:Lcom/quillbox/ResumeLedger;
    move-object/from16 v1, p2
    invoke-virtual {v1}, Lcom/quillbox/Request;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    move-object/from16 v3, p2
    invoke-virtual {v3}, Lcom/quillbox/Request;->getTool-dFydwOw()Ljava/lang/String;
    move-result-object v3
    move-object/from16 v4, p2
    invoke-virtual {v4}, Lcom/quillbox/Request;->getArgsText()Ljava/lang/String;
    move-result-object v4
    move/from16 v2, p1
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/quillbox/ResumeLedger;->check-kQFphpI(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L484
    .line 119
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillbox/ShareProvider;->ledger:Lcom/quillbox/ResumeLedger;
    move-object/from16 v2, p2
    invoke-virtual {v2}, Lcom/quillbox/Request;->getTool-dFydwOw()Ljava/lang/String;
    move-result-object v2
    move-object/from16 v3, p2
    invoke-virtual {v3}, Lcom/quillbox/Request;->getArgsText()Ljava/lang/String;
    move-result-object v3
    move/from16 v1, p1
    invoke-virtual {v0, v1, v2, v3}, Lcom/quillbox/ResumeLedger;->issue-zr-XnMg(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    .line 120
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillbox/ShareProvider;->router:Lcom/quillbox/ConfirmRouter;
    if-nez v0, :L202
    const-string v0, "router"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L202
    move-object/from16 v6, p2
    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v6
    move-object/from16 v5, v19
    iput-object v6, v5, Lcom/quillbox/ShareProvider$publishNote$1;->L$0:Ljava/lang/Object;
    move-object/from16 v6, p3
    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v6
    move-object/from16 v5, v19
    iput-object v6, v5, Lcom/quillbox/ShareProvider$publishNote$1;->L$1:Ljava/lang/Object;
    move-object/from16 v5, v19
    iput-object v9, v5, Lcom/quillbox/ShareProvider$publishNote$1;->L$2:Ljava/lang/Object;
    move/from16 v6, p1
    move-object/from16 v5, v19
    iput v6, v5, Lcom/quillbox/ShareProvider$publishNote$1;->I$0:I
    move-object/from16 v5, v19
    iput-wide v7, v5, Lcom/quillbox/ShareProvider$publishNote$1;->J$0:J
    const/4 v6, 0x1
    move-object/from16 v5, v19
    iput v6, v5, Lcom/quillbox/ShareProvider$publishNote$1;->label:I
    move-object/from16 v4, v19
    invoke-virtual {v0, v7, v8, v9, v4}, Lcom/quillbox/ConfirmRouter;->publishIntent(JLjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v22
    if-ne v0, v2, :L312
    .line 115
    return-object v22
:L264
    move-object/from16 v0, v19
    iget-wide v7, v0, Lcom/quillbox/ShareProvider$publishNote$1;->J$0:J
    move-object/from16 v0, v19
    iget v0, v0, Lcom/quillbox/ShareProvider$publishNote$1;->I$0:I
    move/from16 p1, v0
    move-object/from16 v0, v19
    iget-object v9, v0, Lcom/quillbox/ShareProvider$publishNote$1;->L$2:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    move-object/from16 v0, v19
    iget-object v0, v0, Lcom/quillbox/ShareProvider$publishNote$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p3, v0
    move-object/from16 v0, v19
    iget-object v0, v0, Lcom/quillbox/ShareProvider$publishNote$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p2, v0
    move-object/from16 v0, v18
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v18
:L312
    check-cast v0, Landroid/content/Intent;
    move-object v10, v0
    .line 121
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillbox/ShareProvider;->resolutions:Lcom/quillbox/Resolutions;
    if-nez v0, :L333
    const-string v0, "resolutions"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L333
    move-object/from16 v5, p2
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    move-object/from16 v4, v19
    iput-object v5, v4, Lcom/quillbox/ShareProvider$publishNote$1;->L$0:Ljava/lang/Object;
    move-object/from16 v5, p3
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    move-object/from16 v4, v19
    iput-object v5, v4, Lcom/quillbox/ShareProvider$publishNote$1;->L$1:Ljava/lang/Object;
    move-object/from16 v4, v19
    iput-object v9, v4, Lcom/quillbox/ShareProvider$publishNote$1;->L$2:Ljava/lang/Object;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    move-object/from16 v4, v19
    iput-object v5, v4, Lcom/quillbox/ShareProvider$publishNote$1;->L$3:Ljava/lang/Object;
    move/from16 v5, p1
    move-object/from16 v4, v19
    iput v5, v4, Lcom/quillbox/ShareProvider$publishNote$1;->I$0:I
    move-object/from16 v4, v19
    iput-wide v7, v4, Lcom/quillbox/ShareProvider$publishNote$1;->J$0:J
    const/4 v5, 0x2
    move-object/from16 v4, v19
    iput v5, v4, Lcom/quillbox/ShareProvider$publishNote$1;->label:I
    const/16 v2, 0x2a
    move-object/from16 v3, v19
    invoke-virtual {v0, v10, v2, v3}, Lcom/quillbox/Resolutions;->sealed(Landroid/content/Intent;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v22
    if-ne v0, v2, :L463
    .line 115
    return-object v22
:L405
    move-object/from16 v0, v19
    iget-wide v7, v0, Lcom/quillbox/ShareProvider$publishNote$1;->J$0:J
    move-object/from16 v0, v19
    iget v0, v0, Lcom/quillbox/ShareProvider$publishNote$1;->I$0:I
    move/from16 p1, v0
    move-object/from16 v0, v19
    iget-object v10, v0, Lcom/quillbox/ShareProvider$publishNote$1;->L$3:Ljava/lang/Object;
    check-cast v10, Landroid/content/Intent;
    move-object/from16 v0, v19
    iget-object v9, v0, Lcom/quillbox/ShareProvider$publishNote$1;->L$2:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    move-object/from16 v0, v19
    iget-object v0, v0, Lcom/quillbox/ShareProvider$publishNote$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p3, v0
    move-object/from16 v0, v19
    iget-object v0, v0, Lcom/quillbox/ShareProvider$publishNote$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p2, v0
    move-object/from16 v0, v18
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v18
:L463
    .line 121
    check-cast v0, Landroid/app/PendingIntent;
    move-object/from16 v20, v9
    move-object/from16 v21, v0
    new-instance v0, Lcom/quillbox/Reply$NeedsUser;
    move-object/from16 v2, v21
    move-object/from16 v3, v20
    invoke-direct {v0, v2, v3}, Lcom/quillbox/Reply$NeedsUser;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    return-object v0
:L484
    .line 123
    move-object/from16 v0, p0
    iget-object v11, v0, Lcom/quillbox/ShareProvider;->writes:Lkotlinx/coroutines/sync/Mutex;
    .line 174
    const/4 v12, 0x0
    const/4 v13, 0x0
    .line 178
    move-object/from16 v4, p2
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v19
    iput-object v4, v3, Lcom/quillbox/ShareProvider$publishNote$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p3
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v19
    iput-object v4, v3, Lcom/quillbox/ShareProvider$publishNote$1;->L$1:Ljava/lang/Object;
    move-object/from16 v3, v19
    iput-object v11, v3, Lcom/quillbox/ShareProvider$publishNote$1;->L$2:Ljava/lang/Object;
    move/from16 v4, p1
    move-object/from16 v3, v19
    iput v4, v3, Lcom/quillbox/ShareProvider$publishNote$1;->I$0:I
    move-object/from16 v3, v19
    iput-wide v7, v3, Lcom/quillbox/ShareProvider$publishNote$1;->J$0:J
    const/4 v4, 0x3
    move-object/from16 v3, v19
    iput v4, v3, Lcom/quillbox/ShareProvider$publishNote$1;->label:I
    move-object/from16 v2, v19
    invoke-interface {v11, v12, v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v22
    if-ne v0, v2, :L615
    .line 115
    return-object v22
:L561
    const/4 v13, 0x0
    move-object/from16 v0, v19
    iget-wide v7, v0, Lcom/quillbox/ShareProvider$publishNote$1;->J$0:J
    move-object/from16 v0, v19
    iget v0, v0, Lcom/quillbox/ShareProvider$publishNote$1;->I$0:I
    move/from16 p1, v0
    const/4 v12, 0x0
    move-object/from16 v0, v19
    iget-object v11, v0, Lcom/quillbox/ShareProvider$publishNote$1;->L$2:Ljava/lang/Object;
    check-cast v11, Lkotlinx/coroutines/sync/Mutex;
    move-object/from16 v0, v19
    iget-object v0, v0, Lcom/quillbox/ShareProvider$publishNote$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p3, v0
    move-object/from16 v0, v19
    iget-object v0, v0, Lcom/quillbox/ShareProvider$publishNote$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p2, v0
    move-object/from16 v0, v18
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v18
:L615
:L616
    .line 180
    const/4 v14, 0x0
    .line 123
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/quillbox/ShareProvider$publishNote$shareId$1$1;
    move-object/from16 v2, p0
    move-wide v3, v7
    move/from16 v5, p1
    const/4 v6, 0x0
    invoke-direct/range {v1 .. v6}, Lcom/quillbox/ShareProvider$publishNote$shareId$1$1;-><init>(Lcom/quillbox/ShareProvider;JILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p2
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v19
    iput-object v4, v3, Lcom/quillbox/ShareProvider$publishNote$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p3
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v19
    iput-object v4, v3, Lcom/quillbox/ShareProvider$publishNote$1;->L$1:Ljava/lang/Object;
    move-object/from16 v3, v19
    iput-object v11, v3, Lcom/quillbox/ShareProvider$publishNote$1;->L$2:Ljava/lang/Object;
    move/from16 v4, p1
    move-object/from16 v3, v19
    iput v4, v3, Lcom/quillbox/ShareProvider$publishNote$1;->I$0:I
    move-object/from16 v3, v19
    iput-wide v7, v3, Lcom/quillbox/ShareProvider$publishNote$1;->J$0:J
    const/4 v4, 0x4
    move-object/from16 v3, v19
    iput v4, v3, Lcom/quillbox/ShareProvider$publishNote$1;->label:I
    move-object/from16 v2, v19
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
:L690
    move-object/from16 v2, v22
    if-ne v0, v2, :L757
    .line 115
    return-object v22
:L699
    const/4 v13, 0x0
    const/4 v14, 0x0
    move-object/from16 v0, v19
    iget-wide v7, v0, Lcom/quillbox/ShareProvider$publishNote$1;->J$0:J
    move-object/from16 v0, v19
    iget v0, v0, Lcom/quillbox/ShareProvider$publishNote$1;->I$0:I
    move/from16 p1, v0
    const/4 v12, 0x0
    move-object/from16 v0, v19
    iget-object v11, v0, Lcom/quillbox/ShareProvider$publishNote$1;->L$2:Ljava/lang/Object;
    check-cast v11, Lkotlinx/coroutines/sync/Mutex;
    move-object/from16 v0, v19
    iget-object v0, v0, Lcom/quillbox/ShareProvider$publishNote$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p3, v0
    move-object/from16 v0, v19
    iget-object v0, v0, Lcom/quillbox/ShareProvider$publishNote$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p2, v0
:L749
    move-object/from16 v0, v18
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v18
:L757
    .line 123
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v15
:L765
    .line 182
    invoke-interface {v11, v12}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    .line 183
    goto :L791
:L777
    .line 182
    move-exception v17
:L779
    invoke-interface {v11, v12}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v17
:L791
    .line 123
    move-wide v9, v15
    .line 124
    new-instance v0, Lcom/quillbox/Reply$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "share_id"
    invoke-virtual {v2, v3, v9, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/quillbox/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    return-object v0
:L826
    .line 115
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_70
    .packed-switch 0x0
        :L104
        :L264
        :L405
        :L561
        :L699
    .end packed-switch
    .catchall {:L616 .. :L690} :L777
    .catchall {:L749 .. :L765} :L777
.end method

.method private final revokeShare(Landroid/content/Context;ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 27
    move-object/from16 v0, p5
    instance-of v0, v0, Lcom/quillbox/ShareProvider$revokeShare$1;
    if-eqz v0, :L41
    move-object/from16 v0, p5
    check-cast v0, Lcom/quillbox/ShareProvider$revokeShare$1;
    move-object/from16 v17, v0
    move-object/from16 v0, v17
    iget v0, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L41
    move-object/from16 v1, v17
    iget v1, v1, Lcom/quillbox/ShareProvider$revokeShare$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    move-object/from16 v0, v17
    iput v1, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->label:I
    goto :L53
:L41
    new-instance v0, Lcom/quillbox/ShareProvider$revokeShare$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p5
    invoke-direct {v0, v2, v3}, Lcom/quillbox/ShareProvider$revokeShare$1;-><init>(Lcom/quillbox/ShareProvider;Lkotlin/coroutines/Continuation;)V
    move-object/from16 v17, v0
:L53
    move-object/from16 v0, v17
    iget-object v0, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->result:Ljava/lang/Object;
    move-object/from16 v16, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v20
    .line 127
    move-object/from16 v0, v17
    iget v0, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->label:I
    packed-switch v0, :pswitch_data_70
    goto/16 :L799
:L100
    move-object/from16 v0, v16
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 128
    move-object/from16 v0, p4
    const-string v1, "share_id"
    const-wide/16 v2, -0x1
    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J
    move-result-wide v7
    .line 129
    const-wide/16 v2, 0x0
    cmp-long v0, v7, v2
    if-gez v0, :L142
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "share_id is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L142
    .line 130
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillbox/ShareProvider;->ledger:Lcom/quillbox/ResumeLedger;
    move-object/from16 v1, p3
    invoke-virtual {v1}, Lcom/quillbox/Request;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    move-object/from16 v3, p3
    invoke-virtual {v3}, Lcom/quillbox/Request;->getTool-dFydwOw()Ljava/lang/String;
    move-result-object v3
    move-object/from16 v4, p3
    invoke-virtual {v4}, Lcom/quillbox/Request;->getArgsText()Ljava/lang/String;
    move-result-object v4
    move/from16 v2, p2
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/quillbox/ResumeLedger;->redeem-kQFphpI(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L418
    .line 131
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillbox/ShareProvider;->ledger:Lcom/quillbox/ResumeLedger;
    move-object/from16 v2, p3
    invoke-virtual {v2}, Lcom/quillbox/Request;->getTool-dFydwOw()Ljava/lang/String;
    move-result-object v2
    move-object/from16 v3, p3
    invoke-virtual {v3}, Lcom/quillbox/Request;->getArgsText()Ljava/lang/String;
    move-result-object v3
    move/from16 v1, p2
    invoke-virtual {v0, v1, v2, v3}, Lcom/quillbox/ResumeLedger;->issue-zr-XnMg(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    .line 132
    new-instance v0, Landroid/content/Intent;
    move-object/from16 v2, p1
    const-class v3, Lcom/quillbox/ConfirmRevokeActivity;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "resume_token"
    invoke-virtual {v0, v1, v9}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "note_id"
    const-wide/16 v2, -0x1
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;
    move-result-object v0
    .line 133
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "Share #"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v7, v8}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "subject"
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v10
    .line 134
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillbox/ShareProvider;->resolutions:Lcom/quillbox/Resolutions;
    if-nez v0, :L242
    const-string v0, "resolutions"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L242
    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object/from16 v5, p1
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    move-object/from16 v4, v17
    iput-object v5, v4, Lcom/quillbox/ShareProvider$revokeShare$1;->L$0:Ljava/lang/Object;
    move-object/from16 v5, p3
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    move-object/from16 v4, v17
    iput-object v5, v4, Lcom/quillbox/ShareProvider$revokeShare$1;->L$1:Ljava/lang/Object;
    move-object/from16 v5, p4
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    move-object/from16 v4, v17
    iput-object v5, v4, Lcom/quillbox/ShareProvider$revokeShare$1;->L$2:Ljava/lang/Object;
    move-object/from16 v4, v17
    iput-object v9, v4, Lcom/quillbox/ShareProvider$revokeShare$1;->L$3:Ljava/lang/Object;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    move-object/from16 v4, v17
    iput-object v5, v4, Lcom/quillbox/ShareProvider$revokeShare$1;->L$4:Ljava/lang/Object;
    move/from16 v5, p2
    move-object/from16 v4, v17
    iput v5, v4, Lcom/quillbox/ShareProvider$revokeShare$1;->I$0:I
    move-object/from16 v4, v17
    iput-wide v7, v4, Lcom/quillbox/ShareProvider$revokeShare$1;->J$0:J
    const/4 v5, 0x1
    move-object/from16 v4, v17
    iput v5, v4, Lcom/quillbox/ShareProvider$revokeShare$1;->label:I
    const/16 v2, 0x2b
    move-object/from16 v3, v17
    invoke-virtual {v0, v10, v2, v3}, Lcom/quillbox/Resolutions;->sealed(Landroid/content/Intent;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v20
    if-ne v0, v2, :L397
    .line 127
    return-object v20
:L329
    move-object/from16 v0, v17
    iget-wide v7, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->J$0:J
    move-object/from16 v0, v17
    iget v0, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->I$0:I
    move/from16 p2, v0
    move-object/from16 v0, v17
    iget-object v10, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->L$4:Ljava/lang/Object;
    check-cast v10, Landroid/content/Intent;
    move-object/from16 v0, v17
    iget-object v9, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->L$3:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    move-object/from16 v0, v17
    iget-object v0, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->L$2:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p4, v0
    move-object/from16 v0, v17
    iget-object v0, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    move-object/from16 v0, v17
    iget-object v0, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    move-object/from16 v0, v16
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v16
:L397
    .line 134
    check-cast v0, Landroid/app/PendingIntent;
    move-object/from16 v18, v9
    move-object/from16 v19, v0
    new-instance v0, Lcom/quillbox/Reply$NeedsUser;
    move-object/from16 v2, v19
    move-object/from16 v3, v18
    invoke-direct {v0, v2, v3}, Lcom/quillbox/Reply$NeedsUser;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    return-object v0
:L418
    .line 136
    move-object/from16 v0, p0
    iget-object v10, v0, Lcom/quillbox/ShareProvider;->writes:Lkotlinx/coroutines/sync/Mutex;
    .line 184
    const/4 v11, 0x0
    const/4 v12, 0x0
    .line 188
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v17
    iput-object v4, v3, Lcom/quillbox/ShareProvider$revokeShare$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p3
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v17
    iput-object v4, v3, Lcom/quillbox/ShareProvider$revokeShare$1;->L$1:Ljava/lang/Object;
    move-object/from16 v4, p4
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v17
    iput-object v4, v3, Lcom/quillbox/ShareProvider$revokeShare$1;->L$2:Ljava/lang/Object;
    move-object/from16 v3, v17
    iput-object v10, v3, Lcom/quillbox/ShareProvider$revokeShare$1;->L$3:Ljava/lang/Object;
    move/from16 v4, p2
    move-object/from16 v3, v17
    iput v4, v3, Lcom/quillbox/ShareProvider$revokeShare$1;->I$0:I
    move-object/from16 v3, v17
    iput-wide v7, v3, Lcom/quillbox/ShareProvider$revokeShare$1;->J$0:J
    const/4 v4, 0x2
    move-object/from16 v3, v17
    iput v4, v3, Lcom/quillbox/ShareProvider$revokeShare$1;->label:I
    move-object/from16 v2, v17
    invoke-interface {v10, v11, v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v20
    if-ne v0, v2, :L569
    .line 127
    return-object v20
:L505
    const/4 v12, 0x0
    move-object/from16 v0, v17
    iget-wide v7, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->J$0:J
    move-object/from16 v0, v17
    iget v0, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->I$0:I
    move/from16 p2, v0
    const/4 v11, 0x0
    move-object/from16 v0, v17
    iget-object v10, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->L$3:Ljava/lang/Object;
    check-cast v10, Lkotlinx/coroutines/sync/Mutex;
    move-object/from16 v0, v17
    iget-object v0, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->L$2:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p4, v0
    move-object/from16 v0, v17
    iget-object v0, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    move-object/from16 v0, v17
    iget-object v0, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    move-object/from16 v0, v16
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v16
:L569
:L570
    .line 190
    const/4 v13, 0x0
    .line 136
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/quillbox/ShareProvider$revokeShare$revoked$1$1;
    move-object/from16 v3, p0
    const/4 v6, 0x0
    invoke-direct {v1, v3, v7, v8, v6}, Lcom/quillbox/ShareProvider$revokeShare$revoked$1$1;-><init>(Lcom/quillbox/ShareProvider;JLkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v17
    iput-object v4, v3, Lcom/quillbox/ShareProvider$revokeShare$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p3
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v17
    iput-object v4, v3, Lcom/quillbox/ShareProvider$revokeShare$1;->L$1:Ljava/lang/Object;
    move-object/from16 v4, p4
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v17
    iput-object v4, v3, Lcom/quillbox/ShareProvider$revokeShare$1;->L$2:Ljava/lang/Object;
    move-object/from16 v3, v17
    iput-object v10, v3, Lcom/quillbox/ShareProvider$revokeShare$1;->L$3:Ljava/lang/Object;
    move/from16 v4, p2
    move-object/from16 v3, v17
    iput v4, v3, Lcom/quillbox/ShareProvider$revokeShare$1;->I$0:I
    move-object/from16 v3, v17
    iput-wide v7, v3, Lcom/quillbox/ShareProvider$revokeShare$1;->J$0:J
    const/4 v4, 0x3
    move-object/from16 v3, v17
    iput v4, v3, Lcom/quillbox/ShareProvider$revokeShare$1;->label:I
    move-object/from16 v2, v17
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
:L653
    move-object/from16 v2, v20
    if-ne v0, v2, :L730
    .line 127
    return-object v20
:L662
    const/4 v12, 0x0
    const/4 v13, 0x0
    move-object/from16 v0, v17
    iget-wide v7, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->J$0:J
    move-object/from16 v0, v17
    iget v0, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->I$0:I
    move/from16 p2, v0
    const/4 v11, 0x0
    move-object/from16 v0, v17
    iget-object v10, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->L$3:Ljava/lang/Object;
    check-cast v10, Lkotlinx/coroutines/sync/Mutex;
    move-object/from16 v0, v17
    iget-object v0, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->L$2:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p4, v0
    move-object/from16 v0, v17
    iget-object v0, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    move-object/from16 v0, v17
    iget-object v0, v0, Lcom/quillbox/ShareProvider$revokeShare$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
:L722
    move-object/from16 v0, v16
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v16
:L730
    .line 136
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v14
:L738
    .line 192
    invoke-interface {v10, v11}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    .line 193
    goto :L764
:L750
    .line 192
    move-exception v15
:L752
    invoke-interface {v10, v11}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v15
:L764
    .line 136
    move v9, v14
    .line 137
    new-instance v0, Lcom/quillbox/Reply$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "revoked"
    invoke-virtual {v2, v3, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/quillbox/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    return-object v0
:L799
    .line 127
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_70
    .packed-switch 0x0
        :L100
        :L329
        :L505
        :L662
    .end packed-switch
    .catchall {:L570 .. :L653} :L750
    .catchall {:L722 .. :L738} :L750
.end method

.method private final shareNote(ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 30
    move-object/from16 v0, p4
    instance-of v0, v0, Lcom/quillbox/ShareProvider$shareNote$1;
    if-eqz v0, :L41
    move-object/from16 v0, p4
    check-cast v0, Lcom/quillbox/ShareProvider$shareNote$1;
    move-object/from16 v21, v0
    move-object/from16 v0, v21
    iget v0, v0, Lcom/quillbox/ShareProvider$shareNote$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L41
    move-object/from16 v1, v21
    iget v1, v1, Lcom/quillbox/ShareProvider$shareNote$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    move-object/from16 v0, v21
    iput v1, v0, Lcom/quillbox/ShareProvider$shareNote$1;->label:I
    goto :L53
:L41
    new-instance v0, Lcom/quillbox/ShareProvider$shareNote$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p4
    invoke-direct {v0, v2, v3}, Lcom/quillbox/ShareProvider$shareNote$1;-><init>(Lcom/quillbox/ShareProvider;Lkotlin/coroutines/Continuation;)V
    move-object/from16 v21, v0
:L53
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/quillbox/ShareProvider$shareNote$1;->result:Ljava/lang/Object;
    move-object/from16 v20, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v24
    .line 100
    move-object/from16 v0, v21
    iget v0, v0, Lcom/quillbox/ShareProvider$shareNote$1;->label:I
    packed-switch v0, :pswitch_data_70
    goto/16 :L935
:L104
    move-object/from16 v0, v20
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 101
    move-object/from16 v0, p3
    const-string v1, "note_id"
    const-wide/16 v2, -0x1
    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J
    move-result-wide v8
    .line 102
    move-object/from16 v0, p3
    const-string v1, "recipient"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v10
    .line 103
    const-wide/16 v2, 0x0
    cmp-long v0, v8, v2
    if-ltz v0, :L156
    sget-object v0, Lcom/quillbox/ShareProvider;->EMAIL:Lkotlin/text/Regex;
    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v1, v10
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z
    move-result v0
    if-nez v0, :L173
:L156
    .line 104
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "note_id and a recipient address are required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L173
    .line 106
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillbox/ShareProvider;->ledger:Lcom/quillbox/ResumeLedger;
    move-object/from16 v1, p2
    invoke-virtual {v1}, Lcom/quillbox/Request;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    move-object/from16 v3, p2
    invoke-virtual {v3}, Lcom/quillbox/Request;->getTool-dFydwOw()Ljava/lang/String;
    move-result-object v3
    move-object/from16 v4, p2
    invoke-virtual {v4}, Lcom/quillbox/Request;->getArgsText()Ljava/lang/String;
    move-result-object v4
    move/from16 v2, p1
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/quillbox/ResumeLedger;->redeem-kQFphpI(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L554
    .line 107
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillbox/ShareProvider;->ledger:Lcom/quillbox/ResumeLedger;
    move-object/from16 v2, p2
    invoke-virtual {v2}, Lcom/quillbox/Request;->getTool-dFydwOw()Ljava/lang/String;
    move-result-object v2
    move-object/from16 v3, p2
    invoke-virtual {v3}, Lcom/quillbox/Request;->getArgsText()Ljava/lang/String;
    move-result-object v3
    move/from16 v1, p1
    invoke-virtual {v0, v1, v2, v3}, Lcom/quillbox/ResumeLedger;->issue-zr-XnMg(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v11
    .line 108
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillbox/ShareProvider;->router:Lcom/quillbox/ConfirmRouter;
    if-nez v0, :L230
    const-string v0, "router"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L230
    move-object/from16 v7, p2
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
    move-object/from16 v6, v21
    iput-object v7, v6, Lcom/quillbox/ShareProvider$shareNote$1;->L$0:Ljava/lang/Object;
    move-object/from16 v7, p3
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
    move-object/from16 v6, v21
    iput-object v7, v6, Lcom/quillbox/ShareProvider$shareNote$1;->L$1:Ljava/lang/Object;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
    move-object/from16 v6, v21
    iput-object v7, v6, Lcom/quillbox/ShareProvider$shareNote$1;->L$2:Ljava/lang/Object;
    move-object/from16 v6, v21
    iput-object v11, v6, Lcom/quillbox/ShareProvider$shareNote$1;->L$3:Ljava/lang/Object;
    move/from16 v7, p1
    move-object/from16 v6, v21
    iput v7, v6, Lcom/quillbox/ShareProvider$shareNote$1;->I$0:I
    move-object/from16 v6, v21
    iput-wide v8, v6, Lcom/quillbox/ShareProvider$shareNote$1;->J$0:J
    const/4 v7, 0x1
    move-object/from16 v6, v21
    iput v7, v6, Lcom/quillbox/ShareProvider$shareNote$1;->label:I
    move-wide v1, v8
    move-object v3, v10
    move-object v4, v11
    move-object/from16 v5, v21
    invoke-virtual/range {v0 .. v5}, Lcom/quillbox/ConfirmRouter;->shareIntent(JLjava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v24
    if-ne v0, v2, :L362
    .line 100
    return-object v24
:L304
    move-object/from16 v0, v21
    iget-wide v8, v0, Lcom/quillbox/ShareProvider$shareNote$1;->J$0:J
    move-object/from16 v0, v21
    iget v0, v0, Lcom/quillbox/ShareProvider$shareNote$1;->I$0:I
    move/from16 p1, v0
    move-object/from16 v0, v21
    iget-object v11, v0, Lcom/quillbox/ShareProvider$shareNote$1;->L$3:Ljava/lang/Object;
    check-cast v11, Ljava/lang/String;
    move-object/from16 v0, v21
    iget-object v10, v0, Lcom/quillbox/ShareProvider$shareNote$1;->L$2:Ljava/lang/Object;
    check-cast v10, Ljava/lang/String;
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/quillbox/ShareProvider$shareNote$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p3, v0
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/quillbox/ShareProvider$shareNote$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p2, v0
    move-object/from16 v0, v20
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v20
:L362
    check-cast v0, Landroid/content/Intent;
    move-object v12, v0
    .line 109
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillbox/ShareProvider;->resolutions:Lcom/quillbox/Resolutions;
    if-nez v0, :L383
    const-string v0, "resolutions"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L383
    move-object/from16 v5, p2
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    move-object/from16 v4, v21
    iput-object v5, v4, Lcom/quillbox/ShareProvider$shareNote$1;->L$0:Ljava/lang/Object;
    move-object/from16 v5, p3
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    move-object/from16 v4, v21
    iput-object v5, v4, Lcom/quillbox/ShareProvider$shareNote$1;->L$1:Ljava/lang/Object;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    move-object/from16 v4, v21
    iput-object v5, v4, Lcom/quillbox/ShareProvider$shareNote$1;->L$2:Ljava/lang/Object;
    move-object/from16 v4, v21
    iput-object v11, v4, Lcom/quillbox/ShareProvider$shareNote$1;->L$3:Ljava/lang/Object;
    invoke-static {v12}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    move-object/from16 v4, v21
    iput-object v5, v4, Lcom/quillbox/ShareProvider$shareNote$1;->L$4:Ljava/lang/Object;
    move/from16 v5, p1
    move-object/from16 v4, v21
    iput v5, v4, Lcom/quillbox/ShareProvider$shareNote$1;->I$0:I
    move-object/from16 v4, v21
    iput-wide v8, v4, Lcom/quillbox/ShareProvider$shareNote$1;->J$0:J
    const/4 v5, 0x2
    move-object/from16 v4, v21
    iput v5, v4, Lcom/quillbox/ShareProvider$shareNote$1;->label:I
    const/16 v2, 0x29
    move-object/from16 v3, v21
    invoke-virtual {v0, v12, v2, v3}, Lcom/quillbox/Resolutions;->editable(Landroid/content/Intent;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v24
    if-ne v0, v2, :L533
    .line 100
    return-object v24
:L465
    move-object/from16 v0, v21
    iget-wide v8, v0, Lcom/quillbox/ShareProvider$shareNote$1;->J$0:J
    move-object/from16 v0, v21
    iget v0, v0, Lcom/quillbox/ShareProvider$shareNote$1;->I$0:I
    move/from16 p1, v0
    move-object/from16 v0, v21
    iget-object v12, v0, Lcom/quillbox/ShareProvider$shareNote$1;->L$4:Ljava/lang/Object;
    check-cast v12, Landroid/content/Intent;
    move-object/from16 v0, v21
    iget-object v11, v0, Lcom/quillbox/ShareProvider$shareNote$1;->L$3:Ljava/lang/Object;
    check-cast v11, Ljava/lang/String;
    move-object/from16 v0, v21
    iget-object v10, v0, Lcom/quillbox/ShareProvider$shareNote$1;->L$2:Ljava/lang/Object;
    check-cast v10, Ljava/lang/String;
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/quillbox/ShareProvider$shareNote$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p3, v0
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/quillbox/ShareProvider$shareNote$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p2, v0
    move-object/from16 v0, v20
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v20
:L533
    .line 109
    check-cast v0, Landroid/app/PendingIntent;
    move-object/from16 v22, v11
    move-object/from16 v23, v0
    new-instance v0, Lcom/quillbox/Reply$NeedsUser;
    move-object/from16 v2, v23
    move-object/from16 v3, v22
    invoke-direct {v0, v2, v3}, Lcom/quillbox/Reply$NeedsUser;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    return-object v0
:L554
    .line 111
    move-object/from16 v0, p0
    iget-object v13, v0, Lcom/quillbox/ShareProvider;->writes:Lkotlinx/coroutines/sync/Mutex;
    .line 164
    const/4 v14, 0x0
    const/4 v15, 0x0
    .line 168
    move-object/from16 v4, p2
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v21
    iput-object v4, v3, Lcom/quillbox/ShareProvider$shareNote$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p3
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v21
    iput-object v4, v3, Lcom/quillbox/ShareProvider$shareNote$1;->L$1:Ljava/lang/Object;
    move-object/from16 v3, v21
    iput-object v10, v3, Lcom/quillbox/ShareProvider$shareNote$1;->L$2:Ljava/lang/Object;
    move-object/from16 v3, v21
    iput-object v13, v3, Lcom/quillbox/ShareProvider$shareNote$1;->L$3:Ljava/lang/Object;
    move/from16 v4, p1
    move-object/from16 v3, v21
    iput v4, v3, Lcom/quillbox/ShareProvider$shareNote$1;->I$0:I
    move-object/from16 v3, v21
    iput-wide v8, v3, Lcom/quillbox/ShareProvider$shareNote$1;->J$0:J
    const/4 v4, 0x3
    move-object/from16 v3, v21
    iput v4, v3, Lcom/quillbox/ShareProvider$shareNote$1;->label:I
    move-object/from16 v2, v21
    invoke-interface {v13, v14, v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v24
    if-ne v0, v2, :L702
    .line 100
    return-object v24
:L638
    const/4 v15, 0x0
    move-object/from16 v0, v21
    iget-wide v8, v0, Lcom/quillbox/ShareProvider$shareNote$1;->J$0:J
    move-object/from16 v0, v21
    iget v0, v0, Lcom/quillbox/ShareProvider$shareNote$1;->I$0:I
    move/from16 p1, v0
    const/4 v14, 0x0
    move-object/from16 v0, v21
    iget-object v13, v0, Lcom/quillbox/ShareProvider$shareNote$1;->L$3:Ljava/lang/Object;
    check-cast v13, Lkotlinx/coroutines/sync/Mutex;
    move-object/from16 v0, v21
    iget-object v10, v0, Lcom/quillbox/ShareProvider$shareNote$1;->L$2:Ljava/lang/Object;
    check-cast v10, Ljava/lang/String;
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/quillbox/ShareProvider$shareNote$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p3, v0
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/quillbox/ShareProvider$shareNote$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p2, v0
    move-object/from16 v0, v20
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v20
:L702
:L703
    .line 170
    const/16 v16, 0x0
    .line 111
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;
    move-object/from16 v2, p0
    move-wide v3, v8
    move-object v5, v10
    move/from16 v6, p1
    const/4 v7, 0x0
    invoke-direct/range {v1 .. v7}, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;-><init>(Lcom/quillbox/ShareProvider;JLjava/lang/String;ILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p2
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v21
    iput-object v4, v3, Lcom/quillbox/ShareProvider$shareNote$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p3
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v21
    iput-object v4, v3, Lcom/quillbox/ShareProvider$shareNote$1;->L$1:Ljava/lang/Object;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v21
    iput-object v4, v3, Lcom/quillbox/ShareProvider$shareNote$1;->L$2:Ljava/lang/Object;
    move-object/from16 v3, v21
    iput-object v13, v3, Lcom/quillbox/ShareProvider$shareNote$1;->L$3:Ljava/lang/Object;
    move/from16 v4, p1
    move-object/from16 v3, v21
    iput v4, v3, Lcom/quillbox/ShareProvider$shareNote$1;->I$0:I
    move-object/from16 v3, v21
    iput-wide v8, v3, Lcom/quillbox/ShareProvider$shareNote$1;->J$0:J
    const/4 v4, 0x4
    move-object/from16 v3, v21
    iput v4, v3, Lcom/quillbox/ShareProvider$shareNote$1;->label:I
    move-object/from16 v2, v21
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
:L789
    move-object/from16 v2, v24
    if-ne v0, v2, :L866
    .line 100
    return-object v24
:L798
    const/4 v15, 0x0
    const/16 v16, 0x0
    move-object/from16 v0, v21
    iget-wide v8, v0, Lcom/quillbox/ShareProvider$shareNote$1;->J$0:J
    move-object/from16 v0, v21
    iget v0, v0, Lcom/quillbox/ShareProvider$shareNote$1;->I$0:I
    move/from16 p1, v0
    const/4 v14, 0x0
    move-object/from16 v0, v21
    iget-object v13, v0, Lcom/quillbox/ShareProvider$shareNote$1;->L$3:Ljava/lang/Object;
    check-cast v13, Lkotlinx/coroutines/sync/Mutex;
    move-object/from16 v0, v21
    iget-object v10, v0, Lcom/quillbox/ShareProvider$shareNote$1;->L$2:Ljava/lang/Object;
    check-cast v10, Ljava/lang/String;
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/quillbox/ShareProvider$shareNote$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p3, v0
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/quillbox/ShareProvider$shareNote$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p2, v0
:L858
    move-object/from16 v0, v20
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v20
:L866
    .line 111
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v17
:L874
    .line 172
    invoke-interface {v13, v14}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    .line 173
    goto :L900
:L886
    .line 172
    move-exception v19
:L888
    invoke-interface {v13, v14}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v19
:L900
    .line 111
    move-wide/from16 v11, v17
    .line 112
    new-instance v0, Lcom/quillbox/Reply$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "share_id"
    invoke-virtual {v2, v3, v11, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/quillbox/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    return-object v0
:L935
    .line 100
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_70
    .packed-switch 0x0
        :L104
        :L304
        :L465
        :L638
        :L798
    .end packed-switch
    .catchall {:L703 .. :L789} :L886
    .catchall {:L858 .. :L874} :L886
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    move-object v0, p0
    check-cast v0, Landroid/content/ContentProvider;
    invoke-static {v0}, Lcom/quillbox/CallersKt;->callerUid(Landroid/content/ContentProvider;)I
    move-result v7
    .line 41
    invoke-virtual {p0}, Lcom/quillbox/ShareProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L26
    const/4 v0, 0x0
    return-object v0
:L26
    move-object v8, v0
    .line 42
    invoke-static {v8, v7}, Lcom/quillbox/CallersKt;->admits(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :L60
    .line 43
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "This app may not use Quillbox tools"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/quillbox/Reply;
    const/4 v1, 0x0
    invoke-static {v0, v1}, Lcom/quillbox/ProtocolKt;->toBundle(Lcom/quillbox/Reply;Lcom/quillbox/Request;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L60
    .line 45
    new-instance v0, Lcom/quillbox/Request;
    move-object v2, p3
    if-nez p3, :L77
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
:L77
    invoke-direct {v0, v2}, Lcom/quillbox/Request;-><init>(Landroid/os/Bundle;)V
    move-object v9, v0
    .line 46
    const-string v1, "negotiate"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L110
    invoke-virtual {v9}, Lcom/quillbox/Request;->getExtras()Landroid/os/Bundle;
    move-result-object v0
    iget-object v2, p0, Lcom/quillbox/ShareProvider;->sessions:Lcom/quillbox/SessionBook;
    const-string v3, "com.quillbox.share"
    const-string v4, "Quillbox sharing"
    invoke-static {v0, v7, v2, v3, v4}, Lcom/quillbox/ProtocolKt;->negotiated(Landroid/os/Bundle;ILcom/quillbox/SessionBook;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L110
    .line 47
    invoke-virtual {v9}, Lcom/quillbox/Request;->getVersion()I
    move-result v0
    const/4 v1, 0x2
    if-eq v0, v1, :L142
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "UNSUPPORTED_VERSION"
    const-string v2, "Quillbox speaks CETP v2 only"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/quillbox/Reply;
    invoke-static {v0, v9}, Lcom/quillbox/ProtocolKt;->toBundle(Lcom/quillbox/Reply;Lcom/quillbox/Request;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L142
    .line 48
    iget-object v0, p0, Lcom/quillbox/ShareProvider;->sessions:Lcom/quillbox/SessionBook;
    invoke-virtual {v9}, Lcom/quillbox/Request;->getSessionToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v7}, Lcom/quillbox/SessionBook;->find(Ljava/lang/String;I)Lcom/quillbox/Session;
    move-result-object v0
    if-nez v0, :L180
    .line 49
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v2, "NEGOTIATION_REQUIRED"
    const-string v3, "Negotiate a session first"
    const/4 v4, 0x1
    invoke-direct {v0, v2, v3, v4}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    check-cast v0, Lcom/quillbox/Reply;
    invoke-static {v0, v9}, Lcom/quillbox/ProtocolKt;->toBundle(Lcom/quillbox/Reply;Lcom/quillbox/Request;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L180
    .line 51
    move-object v11, p1
    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_188
    goto :L331
:L224
    const-string v1, "list_tools"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L282
    goto :L331
:L237
    const-string v1, "get_provider_info"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L263
    goto :L331
:L250
    const-string v1, "execute_tool"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L301
    goto :L331
:L263
    .line 52
    new-instance v0, Lcom/quillbox/Reply$Ok;
    sget-object v2, Lcom/quillbox/Catalog;->INSTANCE:Lcom/quillbox/Catalog;
    invoke-virtual {v2}, Lcom/quillbox/Catalog;->shareInfo()Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/quillbox/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/quillbox/Reply;
    goto :L348
:L282
    .line 53
    new-instance v0, Lcom/quillbox/Reply$Ok;
    sget-object v2, Lcom/quillbox/Catalog;->INSTANCE:Lcom/quillbox/Catalog;
    invoke-virtual {v2}, Lcom/quillbox/Catalog;->shareTools()Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/quillbox/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/quillbox/Reply;
    goto :L348
:L301
    .line 54
    new-instance v1, Lcom/quillbox/ShareProvider$call$reply$1;
    move-object v2, p0
    move-object v3, v8
    move v4, v7
    move-object v5, v9
    const/4 v6, 0x0
    invoke-direct/range {v1 .. v6}, Lcom/quillbox/ShareProvider$call$reply$1;-><init>(Lcom/quillbox/ShareProvider;Landroid/content/Context;ILcom/quillbox/Request;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v0, 0x0
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/quillbox/Reply;
    goto :L348
:L331
    .line 55
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "METHOD_NOT_FOUND"
    const-string v2, "Unknown method"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/quillbox/Reply;
:L348
    .line 51
    move-object v10, v0
    .line 57
    invoke-static {v10, v9}, Lcom/quillbox/ProtocolKt;->toBundle(Lcom/quillbox/Reply;Lcom/quillbox/Request;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0

:sswitch_data_188
    .sparse-switch
        -0x503e73de -> :L250
        -0xa1e06ed -> :L237
        0x2a3a6efa -> :L224
    .end sparse-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 146
    const/4 v0, 0x0
    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 142
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 144
    const/4 v0, 0x0
    return-object v0
.end method

.method public onCreate()Z
    .registers 5
    .line 32
    invoke-virtual {p0}, Lcom/quillbox/ShareProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L11
    const/4 v0, 0x0
    return v0
:L11
    move-object v3, v0
    .line 33
    new-instance v1, Lcom/quillbox/NoteStore;
    invoke-direct {v1, v3}, Lcom/quillbox/NoteStore;-><init>(Landroid/content/Context;)V
    iput-object v1, p0, Lcom/quillbox/ShareProvider;->store:Lcom/quillbox/NoteStore;
    .line 34
    new-instance v1, Lcom/quillbox/ConfirmRouter;
    invoke-direct {v1, v3}, Lcom/quillbox/ConfirmRouter;-><init>(Landroid/content/Context;)V
    iput-object v1, p0, Lcom/quillbox/ShareProvider;->router:Lcom/quillbox/ConfirmRouter;
    .line 35
    new-instance v1, Lcom/quillbox/Resolutions;
    new-instance v2, Lcom/quillbox/SettingsRepo;
    invoke-direct {v2, v3}, Lcom/quillbox/SettingsRepo;-><init>(Landroid/content/Context;)V
    invoke-direct {v1, v3, v2}, Lcom/quillbox/Resolutions;-><init>(Landroid/content/Context;Lcom/quillbox/SettingsRepo;)V
    iput-object v1, p0, Lcom/quillbox/ShareProvider;->resolutions:Lcom/quillbox/Resolutions;
    .line 36
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 140
    const/4 v0, 0x0
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 148
    const/4 v0, 0x0
    return v0
.end method
