.class public final Lcom/berthbook/BookingProvider;
.super Landroid/content/ContentProvider;
.source "BookingProvider.kt"

# static fields
.field public static final Companion:Lcom/berthbook/BookingProvider$Companion;
.field private static final TAG:Ljava/lang/String; = "BookingProvider"
.field public static final PROVIDER_ID:Ljava/lang/String; = "com.berthbook"
.field private static final BOOKING_APPS:Ljava/util/Set;
.field public static final INFO:Ljava/lang/String; = "{\"provider_id\":\"com.berthbook\",\"provider_name\":\"BerthBook\",\"description\":\"Berth bookings\",\"scopes\":[]}"
.field public static final TOOLS:Ljava/lang/String; = "{\"revision\":\"b-7\",\"tools\":[\"find_berths\",\"book_berth\",\"amend_booking\",\"cancel_booking\",\"release_booking\"]}"

# instance fields
.field private final sessions:Lcom/berthbook/SessionStore;


# direct methods
.method public constructor <init>()V
    .registers 5
    .line 19
    invoke-direct {v4}, Landroid/content/ContentProvider;-><init>()V
    .line 20
    new-instance v1, Lcom/berthbook/SessionStore;
    sget-object v3, Lcom/berthbook/Tokens;->INSTANCE:Lcom/berthbook/Tokens;
    invoke-virtual {v3}, Lcom/berthbook/Tokens;->getStrong()Lcom/berthbook/Entropy;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/berthbook/SessionStore;-><init>(Lcom/berthbook/Entropy;)V
    iput-object v1, v4, Lcom/berthbook/BookingProvider;->sessions:Lcom/berthbook/SessionStore;
    .line 19
    return-void
.end method

.method private final dispatch-m8h_3m4(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 25
    move-object/from16 v0, v24
    instance-of v0, v0, Lcom/berthbook/BookingProvider$dispatch$1;
    if-eqz v0, :L41
    move-object/from16 v0, v24
    check-cast v0, Lcom/berthbook/BookingProvider$dispatch$1;
    move-object v9, v0
    iget v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L41
    iget v1, v9, Lcom/berthbook/BookingProvider$dispatch$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v9, Lcom/berthbook/BookingProvider$dispatch$1;->label:I
    goto :L53
:L41
    new-instance v0, Lcom/berthbook/BookingProvider$dispatch$1;
    move-object/from16 v1, v19
    move-object/from16 v2, v24
    invoke-direct/range {v0 .. v2}, Lcom/berthbook/BookingProvider$dispatch$1;-><init>(Lcom/berthbook/BookingProvider;Lkotlin/coroutines/Continuation;)V
    move-object v9, v0
:L53
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->result:Ljava/lang/Object;
    move-object v12, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v13
    .line 39
    iget v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->label:I
    packed-switch v0, :sw_70
    goto :L1674
:L116
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 40
    const-string v1, "request_id"
    move-object/from16 v0, v23
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v10
    .line 41
    const-string v1, "negotiate"
    move-object/from16 v0, v22
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L313
    .line 42
    invoke-static/range {v23 .. v23}, Lcom/berthbook/ToolResultKt;->supportsV2(Landroid/os/Bundle;)Z
    move-result v0
    if-nez v0, :L156
    const-string v0, "UNSUPPORTED_VERSION"
    const-string v1, "this provider speaks v2"
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lcom/berthbook/ToolResultKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L156
    .line 43
    const-string v17, "com.berthbook"
    move-object/from16 v0, v19
    iget-object v0, v0, Lcom/berthbook/BookingProvider;->sessions:Lcom/berthbook/SessionStore;
    invoke-static/range {v20 .. v20}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v22 .. v22}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$1:Ljava/lang/Object;
    invoke-static/range {v23 .. v23}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$2:Ljava/lang/Object;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$3:Ljava/lang/Object;
    move-object/from16 v4, v17
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$4:Ljava/lang/Object;
    move/from16 v4, v21
    iput v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->I$0:I
    const/4 v4, 0x1
    iput v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->label:I
    move/from16 v1, v21
    move-object v2, v9
    invoke-virtual/range {v0 .. v2}, Lcom/berthbook/SessionStore;->open-ZOPTH64(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L303
    .line 39
    return-object v13
:L236
    iget v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->I$0:I
    move/from16 v21, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$4:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v17, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$3:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v10, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$2:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object/from16 v23, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v22, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 v20, v0
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v12
    check-cast v0, Lcom/berthbook/SessionToken;
    invoke-virtual {v0}, Lcom/berthbook/SessionToken;->unbox-impl()Ljava/lang/String;
    move-result-object v0
:L303
    .line 43
    move-object v1, v0
    check-cast v1, Ljava/lang/String;
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lcom/berthbook/ToolResultKt;->negotiated-B7_RZS0(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L313
    .line 45
    const-string v1, "session_token"
    move-object/from16 v0, v23
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L327
    const-string v0, ""
:L327
    invoke-static {v0}, Lcom/berthbook/SessionToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v14
    .line 46
    move-object/from16 v0, v19
    iget-object v0, v0, Lcom/berthbook/BookingProvider;->sessions:Lcom/berthbook/SessionStore;
    move-object/from16 v5, v20
    iput-object v5, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$0:Ljava/lang/Object;
    move-object/from16 v5, v22
    iput-object v5, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$1:Ljava/lang/Object;
    move-object/from16 v5, v23
    iput-object v5, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$2:Ljava/lang/Object;
    iput-object v10, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$3:Ljava/lang/Object;
    invoke-static {v14}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$4:Ljava/lang/Object;
    move/from16 v5, v21
    iput v5, v9, Lcom/berthbook/BookingProvider$dispatch$1;->I$0:I
    const/4 v5, 0x2
    iput v5, v9, Lcom/berthbook/BookingProvider$dispatch$1;->label:I
    move-object v1, v14
    move/from16 v2, v21
    move-object v3, v9
    invoke-virtual/range {v0 .. v3}, Lcom/berthbook/SessionStore;->owns-fYkkagw(Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L462
    .line 39
    return-object v13
:L401
    iget v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->I$0:I
    move/from16 v21, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$4:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v14, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$3:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v10, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$2:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object/from16 v23, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v22, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 v20, v0
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v12
:L462
    .line 46
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    if-nez v0, :L483
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1, v10}, Lcom/berthbook/ToolResultKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L483
    .line 47
    const-string v1, "get_provider_info"
    move-object/from16 v0, v22
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L502
    const-string v0, "{\"provider_id\":\"com.berthbook\",\"provider_name\":\"BerthBook\",\"description\":\"Berth bookings\",\"scopes\":[]}"
    invoke-static {v0, v10}, Lcom/berthbook/ToolResultKt;->okData(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L502
    .line 48
    const-string v1, "list_tools"
    move-object/from16 v0, v22
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L521
    const-string v0, "{\"revision\":\"b-7\",\"tools\":[\"find_berths\",\"book_berth\",\"amend_booking\",\"cancel_booking\",\"release_booking\"]}"
    invoke-static {v0, v10}, Lcom/berthbook/ToolResultKt;->okData(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L521
    .line 49
    const-string v1, "execute_tool"
    move-object/from16 v0, v22
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L543
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1, v10}, Lcom/berthbook/ToolResultKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L543
    .line 50
    const-string v1, "deadline_at_ms"
    move-object/from16 v0, v23
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {v0, v1}, Lcom/berthbook/Deadline;->constructor-impl(J)J
    move-result-wide v0
    const-wide/16 v2, 0x0L
    const/4 v4, 0x1
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/berthbook/ValuesKt;->isPast-kmq3LcU$default(JJILjava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L575
    sget-object v0, Lcom/berthbook/ToolResult$Expired;->INSTANCE:Lcom/berthbook/ToolResult$Expired;
    check-cast v0, Lcom/berthbook/ToolResult;
    invoke-static {v0, v10}, Lcom/berthbook/ToolResultKt;->toBundle(Lcom/berthbook/ToolResult;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L575
    .line 51
    const-string v1, "tool_name"
    move-object/from16 v0, v23
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L590
    const-string v0, ""
:L590
    invoke-static {v0}, Lcom/berthbook/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v15
    .line 52
    const-string v1, "args"
    move-object/from16 v0, v23
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L611
    const-string v0, "{}"
:L611
    move-object v11, v0
    .line 53
    move-object/from16 v16, v15
    invoke-virtual/range {v16 .. v16}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_622
    goto :L1658
:L672
    const-string v1, "amend_booking"
    move-object/from16 v0, v16
    invoke-virtual/range {v0 .. v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L1101
    goto :L1658
:L686
    const-string v1, "release_booking"
    move-object/from16 v0, v16
    invoke-virtual/range {v0 .. v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L1470
    goto :L1658
:L700
    const-string v1, "cancel_booking"
    move-object/from16 v0, v16
    invoke-virtual/range {v0 .. v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L1282
    goto :L1658
:L714
    const-string v1, "book_berth"
    move-object/from16 v0, v16
    invoke-virtual/range {v0 .. v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L920
    goto :L1658
:L728
    const-string v1, "find_berths"
    move-object/from16 v0, v16
    invoke-virtual/range {v0 .. v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L1658
    .line 54
    invoke-static/range {v20 .. v20}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v22 .. v22}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$1:Ljava/lang/Object;
    invoke-static/range {v23 .. v23}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$2:Ljava/lang/Object;
    iput-object v10, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$3:Ljava/lang/Object;
    invoke-static {v14}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$4:Ljava/lang/Object;
    invoke-static {v15}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$5:Ljava/lang/Object;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$6:Ljava/lang/Object;
    move/from16 v4, v21
    iput v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->I$0:I
    const/4 v4, 0x3
    iput v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->label:I
    move-object/from16 v0, v19
    move-object v1, v11
    move-object v2, v9
    invoke-direct/range {v0 .. v2}, Lcom/berthbook/BookingProvider;->findBerths(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L914
    .line 39
    return-object v13
:L833
    iget v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->I$0:I
    move/from16 v21, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$6:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v11, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$5:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v15, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$4:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v14, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$3:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v10, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$2:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object/from16 v23, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v22, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 v20, v0
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v12
:L914
    .line 54
    check-cast v0, Lcom/berthbook/ToolResult;
    goto :L1664
:L920
    .line 55
    invoke-static/range {v20 .. v20}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v22 .. v22}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$1:Ljava/lang/Object;
    invoke-static/range {v23 .. v23}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$2:Ljava/lang/Object;
    iput-object v10, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$3:Ljava/lang/Object;
    invoke-static {v14}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$4:Ljava/lang/Object;
    invoke-static {v15}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$5:Ljava/lang/Object;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$6:Ljava/lang/Object;
    move/from16 v4, v21
    iput v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->I$0:I
    const/4 v4, 0x4
    iput v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->label:I
    move-object/from16 v0, v19
    move-object v1, v11
    move-object v2, v9
    invoke-direct/range {v0 .. v2}, Lcom/berthbook/BookingProvider;->bookBerth(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L1095
    .line 39
    return-object v13
:L1014
    iget v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->I$0:I
    move/from16 v21, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$6:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v11, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$5:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v15, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$4:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v14, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$3:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v10, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$2:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object/from16 v23, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v22, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 v20, v0
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v12
:L1095
    .line 55
    check-cast v0, Lcom/berthbook/ToolResult;
    goto :L1664
:L1101
    .line 56
    invoke-static/range {v20 .. v20}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v22 .. v22}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$1:Ljava/lang/Object;
    invoke-static/range {v23 .. v23}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$2:Ljava/lang/Object;
    iput-object v10, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$3:Ljava/lang/Object;
    invoke-static {v14}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$4:Ljava/lang/Object;
    invoke-static {v15}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$5:Ljava/lang/Object;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$6:Ljava/lang/Object;
    move/from16 v4, v21
    iput v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->I$0:I
    const/4 v4, 0x5
    iput v4, v9, Lcom/berthbook/BookingProvider$dispatch$1;->label:I
    move-object/from16 v0, v19
    move-object v1, v11
    move-object v2, v9
    invoke-direct/range {v0 .. v2}, Lcom/berthbook/BookingProvider;->amendBooking(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L1276
    .line 39
    return-object v13
:L1195
    iget v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->I$0:I
    move/from16 v21, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$6:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v11, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$5:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v15, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$4:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v14, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$3:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v10, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$2:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object/from16 v23, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v22, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 v20, v0
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v12
:L1276
    .line 56
    check-cast v0, Lcom/berthbook/ToolResult;
    goto :L1664
:L1282
    .line 57
    invoke-static/range {v20 .. v20}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
    iput-object v8, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v22 .. v22}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
    iput-object v8, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$1:Ljava/lang/Object;
    invoke-static/range {v23 .. v23}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
    iput-object v8, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$2:Ljava/lang/Object;
    iput-object v10, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$3:Ljava/lang/Object;
    invoke-static {v14}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
    iput-object v8, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$4:Ljava/lang/Object;
    invoke-static {v15}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
    iput-object v8, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$5:Ljava/lang/Object;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
    iput-object v8, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$6:Ljava/lang/Object;
    move/from16 v8, v21
    iput v8, v9, Lcom/berthbook/BookingProvider$dispatch$1;->I$0:I
    const/4 v8, 0x6
    iput v8, v9, Lcom/berthbook/BookingProvider$dispatch$1;->label:I
    move-object/from16 v0, v19
    move-object/from16 v1, v20
    move/from16 v2, v21
    move-object v3, v15
    move-object/from16 v4, v23
    move-object v5, v11
    move-object v6, v9
    invoke-direct/range {v0 .. v6}, Lcom/berthbook/BookingProvider;->cancelBooking-d9By3E8(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L1464
    .line 39
    return-object v13
:L1383
    iget v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->I$0:I
    move/from16 v21, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$6:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v11, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$5:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v15, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$4:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v14, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$3:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v10, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$2:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object/from16 v23, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v22, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 v20, v0
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v12
:L1464
    .line 57
    check-cast v0, Lcom/berthbook/ToolResult;
    goto :L1664
:L1470
    .line 58
    invoke-static/range {v20 .. v20}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
    iput-object v8, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v22 .. v22}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
    iput-object v8, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$1:Ljava/lang/Object;
    invoke-static/range {v23 .. v23}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
    iput-object v8, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$2:Ljava/lang/Object;
    iput-object v10, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$3:Ljava/lang/Object;
    invoke-static {v14}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
    iput-object v8, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$4:Ljava/lang/Object;
    invoke-static {v15}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
    iput-object v8, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$5:Ljava/lang/Object;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
    iput-object v8, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$6:Ljava/lang/Object;
    move/from16 v8, v21
    iput v8, v9, Lcom/berthbook/BookingProvider$dispatch$1;->I$0:I
    const/4 v8, 0x7
    iput v8, v9, Lcom/berthbook/BookingProvider$dispatch$1;->label:I
    move-object/from16 v0, v19
    move-object/from16 v1, v20
    move/from16 v2, v21
    move-object v3, v15
    move-object/from16 v4, v23
    move-object v5, v11
    move-object v6, v9
    invoke-direct/range {v0 .. v6}, Lcom/berthbook/BookingProvider;->releaseBooking-d9By3E8(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L1652
    .line 39
    return-object v13
:L1571
    iget v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->I$0:I
    move/from16 v21, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$6:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v11, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$5:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v15, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$4:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v14, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$3:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v10, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$2:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object/from16 v23, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v22, v0
    iget-object v0, v9, Lcom/berthbook/BookingProvider$dispatch$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 v20, v0
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v12
:L1652
    .line 58
    check-cast v0, Lcom/berthbook/ToolResult;
    goto :L1664
:L1658
    .line 59
    sget-object v0, Lcom/berthbook/ToolResult$Unknown;->INSTANCE:Lcom/berthbook/ToolResult$Unknown;
    check-cast v0, Lcom/berthbook/ToolResult;
:L1664
    .line 53
    move-object/from16 v18, v0
    .line 61
    move-object/from16 v0, v18
    move-object v1, v10
    invoke-static/range {v0 .. v1}, Lcom/berthbook/ToolResultKt;->toBundle(Lcom/berthbook/ToolResult;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L1674
    .line 39
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_70
    .packed-switch 0x0
        :L116
        :L236
        :L401
        :L833
        :L1014
        :L1195
        :L1383
        :L1571
    .end packed-switch
:sw_622
    .sparse-switch
        -0x63a85193 -> :L714
        -0x28c7f2b7 -> :L672
        -0x5d1fdf -> :L686
        0x1973c394 -> :L700
        0x1d0b9ad6 -> :L728
    .end sparse-switch
.end method

.method private final findBerths(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12
    .line 65
    sget-object v0, Lcom/berthbook/Codec;->INSTANCE:Lcom/berthbook/Codec;
    invoke-virtual {v0}, Lcom/berthbook/Codec;->getJson()Lkotlinx/serialization/json/Json;
    move-result-object v5
    move-object v7, v10
    const/4 v8, 0x0
    .line 141
    invoke-virtual {v5}, Lkotlinx/serialization/json/Json;->getSerializersModule()Lkotlinx/serialization/modules/SerializersModule;
    sget-object v1, Lcom/berthbook/FindBerthsArgs;->Companion:Lcom/berthbook/FindBerthsArgs$Companion;
    invoke-virtual {v1}, Lcom/berthbook/FindBerthsArgs$Companion;->serializer()Lkotlinx/serialization/KSerializer;
    move-result-object v1
    check-cast v1, Lkotlinx/serialization/DeserializationStrategy;
    invoke-virtual {v5, v1, v7}, Lkotlinx/serialization/json/Json;->decodeFromString(Lkotlinx/serialization/DeserializationStrategy;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    .line 65
    check-cast v0, Lcom/berthbook/FindBerthsArgs;
    move-object v6, v0
    .line 66
    sget-object v0, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v0}, Lcom/berthbook/Wiring;->getRepo()Lcom/berthbook/BookingRepo;
    move-result-object v5
    .line 67
    new-instance v0, Lcom/berthbook/BookingProvider$findBerths$2;
    const/4 v4, 0x0
    invoke-direct {v0, v5, v6, v4}, Lcom/berthbook/BookingProvider$findBerths$2;-><init>(Lcom/berthbook/BookingRepo;Lcom/berthbook/FindBerthsArgs;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v11}, Lkotlinx/coroutines/CoroutineScopeKt;->coroutineScope(Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method private final bookBerth(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 22
    move-object/from16 v0, v21
    instance-of v0, v0, Lcom/berthbook/BookingProvider$bookBerth$1;
    if-eqz v0, :L39
    move-object/from16 v0, v21
    check-cast v0, Lcom/berthbook/BookingProvider$bookBerth$1;
    move-object v6, v0
    iget v0, v6, Lcom/berthbook/BookingProvider$bookBerth$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L39
    iget v1, v6, Lcom/berthbook/BookingProvider$bookBerth$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v6, Lcom/berthbook/BookingProvider$bookBerth$1;->label:I
    goto :L50
:L39
    new-instance v0, Lcom/berthbook/BookingProvider$bookBerth$1;
    move-object/from16 v1, v19
    move-object/from16 v2, v21
    invoke-direct/range {v0 .. v2}, Lcom/berthbook/BookingProvider$bookBerth$1;-><init>(Lcom/berthbook/BookingProvider;Lkotlin/coroutines/Continuation;)V
    move-object v6, v0
:L50
    iget-object v0, v6, Lcom/berthbook/BookingProvider$bookBerth$1;->result:Ljava/lang/Object;
    move-object v11, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v13
    .line 74
    iget v0, v6, Lcom/berthbook/BookingProvider$bookBerth$1;->label:I
    packed-switch v0, :sw_67
    goto :L365
:L88
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 75
    sget-object v0, Lcom/berthbook/Codec;->INSTANCE:Lcom/berthbook/Codec;
    invoke-virtual {v0}, Lcom/berthbook/Codec;->getJson()Lkotlinx/serialization/json/Json;
    move-result-object v7
    move-object/from16 v8, v20
    const/4 v10, 0x0
    .line 142
    invoke-virtual {v7}, Lkotlinx/serialization/json/Json;->getSerializersModule()Lkotlinx/serialization/modules/SerializersModule;
    sget-object v1, Lcom/berthbook/BookArgs;->Companion:Lcom/berthbook/BookArgs$Companion;
    invoke-virtual {v1}, Lcom/berthbook/BookArgs$Companion;->serializer()Lkotlinx/serialization/KSerializer;
    move-result-object v1
    check-cast v1, Lkotlinx/serialization/DeserializationStrategy;
    invoke-virtual {v7, v1, v8}, Lkotlinx/serialization/json/Json;->decodeFromString(Lkotlinx/serialization/DeserializationStrategy;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    .line 75
    check-cast v0, Lcom/berthbook/BookArgs;
    move-object v9, v0
    .line 76
    sget-object v0, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v0}, Lcom/berthbook/Wiring;->getRepo()Lcom/berthbook/BookingRepo;
    move-result-object v7
    .line 77
    invoke-virtual {v7}, Lcom/berthbook/BookingRepo;->getMutex()Lkotlinx/coroutines/sync/Mutex;
    move-result-object v8
    .line 143
    const/4 v10, 0x0
    const/4 v14, 0x0
    .line 145
    invoke-static/range {v20 .. v20}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/berthbook/BookingProvider$bookBerth$1;->L$0:Ljava/lang/Object;
    iput-object v9, v6, Lcom/berthbook/BookingProvider$bookBerth$1;->L$1:Ljava/lang/Object;
    iput-object v7, v6, Lcom/berthbook/BookingProvider$bookBerth$1;->L$2:Ljava/lang/Object;
    iput-object v8, v6, Lcom/berthbook/BookingProvider$bookBerth$1;->L$3:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v6, Lcom/berthbook/BookingProvider$bookBerth$1;->label:I
    invoke-interface {v8, v10, v6}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L260
    .line 74
    return-object v13
:L209
    const/4 v14, 0x0
    const/4 v10, 0x0
    iget-object v0, v6, Lcom/berthbook/BookingProvider$bookBerth$1;->L$3:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/sync/Mutex;
    move-object v8, v0
    iget-object v0, v6, Lcom/berthbook/BookingProvider$bookBerth$1;->L$2:Ljava/lang/Object;
    check-cast v0, Lcom/berthbook/BookingRepo;
    move-object v7, v0
    iget-object v0, v6, Lcom/berthbook/BookingProvider$bookBerth$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/berthbook/BookArgs;
    move-object v9, v0
    iget-object v0, v6, Lcom/berthbook/BookingProvider$bookBerth$1;->L$0:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v20, v0
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v11
:L260
    .line 146
:L261
    nop
    .line 147
    const/16 v18, 0x0
:L265
    .line 78
    nop
    .line 79
    new-instance v0, Lcom/berthbook/ToolResult$Ok;
    invoke-virtual {v9}, Lcom/berthbook/BookArgs;->getMarina()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v9}, Lcom/berthbook/BookArgs;->getVessel()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v9}, Lcom/berthbook/BookArgs;->getNights()I
    move-result v5
    invoke-virtual {v7, v3, v4, v5}, Lcom/berthbook/BookingRepo;->book(Ljava/lang/String;Ljava/lang/String;I)J
    move-result-wide v2
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"booking_id\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/berthbook/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    check-cast v0, Lcom/berthbook/ToolResult;
    move-object v12, v0
:L300
    goto :L330
:L303
    .line 80
    move-exception v15
    .line 81
    new-instance v0, Lcom/berthbook/ToolResult$Failed;
    const-string v2, "CONFLICT"
    invoke-virtual {v15}, Landroid/database/sqlite/SQLiteException;->getMessage()Ljava/lang/String;
    move-result-object v3
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "booking failed: "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Lcom/berthbook/ToolResult$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    check-cast v0, Lcom/berthbook/ToolResult;
    move-object v12, v0
:L330
    .line 82
    nop
    .line 147
    move-object/from16 v16, v12
:L335
    .line 149
    invoke-interface {v8, v10}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    .line 150
    goto :L361
:L347
    .line 149
    move-exception v17
:L349
    invoke-interface {v8, v10}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v17
:L361
    .line 146
    nop
    .line 77
    return-object v16
:L365
    .line 74
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_67
    .packed-switch 0x0
        :L88
        :L209
    .end packed-switch
    .catch Landroid/database/sqlite/SQLiteException; {:L265 .. :L300} :L303
    .catchall {:L261 .. :L335} :L347
.end method

.method private final amendBooking(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 21
    move-object/from16 v0, v20
    instance-of v0, v0, Lcom/berthbook/BookingProvider$amendBooking$1;
    if-eqz v0, :L39
    move-object/from16 v0, v20
    check-cast v0, Lcom/berthbook/BookingProvider$amendBooking$1;
    move-object v5, v0
    iget v0, v5, Lcom/berthbook/BookingProvider$amendBooking$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L39
    iget v1, v5, Lcom/berthbook/BookingProvider$amendBooking$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v5, Lcom/berthbook/BookingProvider$amendBooking$1;->label:I
    goto :L50
:L39
    new-instance v0, Lcom/berthbook/BookingProvider$amendBooking$1;
    move-object/from16 v1, v18
    move-object/from16 v2, v20
    invoke-direct/range {v0 .. v2}, Lcom/berthbook/BookingProvider$amendBooking$1;-><init>(Lcom/berthbook/BookingProvider;Lkotlin/coroutines/Continuation;)V
    move-object v5, v0
:L50
    iget-object v0, v5, Lcom/berthbook/BookingProvider$amendBooking$1;->result:Ljava/lang/Object;
    move-object v10, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v12
    .line 86
    iget v0, v5, Lcom/berthbook/BookingProvider$amendBooking$1;->label:I
    packed-switch v0, :sw_67
    goto :L376
:L88
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 87
    sget-object v0, Lcom/berthbook/Codec;->INSTANCE:Lcom/berthbook/Codec;
    invoke-virtual {v0}, Lcom/berthbook/Codec;->getJson()Lkotlinx/serialization/json/Json;
    move-result-object v6
    move-object/from16 v7, v19
    const/4 v8, 0x0
    .line 151
    invoke-virtual {v6}, Lkotlinx/serialization/json/Json;->getSerializersModule()Lkotlinx/serialization/modules/SerializersModule;
    sget-object v1, Lcom/berthbook/BookArgs;->Companion:Lcom/berthbook/BookArgs$Companion;
    invoke-virtual {v1}, Lcom/berthbook/BookArgs$Companion;->serializer()Lkotlinx/serialization/KSerializer;
    move-result-object v1
    check-cast v1, Lkotlinx/serialization/DeserializationStrategy;
    invoke-virtual {v6, v1, v7}, Lkotlinx/serialization/json/Json;->decodeFromString(Lkotlinx/serialization/DeserializationStrategy;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    .line 87
    check-cast v0, Lcom/berthbook/BookArgs;
    move-object v9, v0
    .line 88
    sget-object v0, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v0}, Lcom/berthbook/Wiring;->getRepo()Lcom/berthbook/BookingRepo;
    move-result-object v6
    .line 89
    invoke-virtual {v6}, Lcom/berthbook/BookingRepo;->getMutex()Lkotlinx/coroutines/sync/Mutex;
    move-result-object v7
    .line 152
    const/4 v8, 0x0
    const/4 v13, 0x0
    .line 154
    invoke-static/range {v19 .. v19}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/berthbook/BookingProvider$amendBooking$1;->L$0:Ljava/lang/Object;
    iput-object v9, v5, Lcom/berthbook/BookingProvider$amendBooking$1;->L$1:Ljava/lang/Object;
    iput-object v6, v5, Lcom/berthbook/BookingProvider$amendBooking$1;->L$2:Ljava/lang/Object;
    iput-object v7, v5, Lcom/berthbook/BookingProvider$amendBooking$1;->L$3:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v5, Lcom/berthbook/BookingProvider$amendBooking$1;->label:I
    invoke-interface {v7, v8, v5}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v12, :L260
    .line 86
    return-object v12
:L209
    const/4 v13, 0x0
    const/4 v8, 0x0
    iget-object v0, v5, Lcom/berthbook/BookingProvider$amendBooking$1;->L$3:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/sync/Mutex;
    move-object v7, v0
    iget-object v0, v5, Lcom/berthbook/BookingProvider$amendBooking$1;->L$2:Ljava/lang/Object;
    check-cast v0, Lcom/berthbook/BookingRepo;
    move-object v6, v0
    iget-object v0, v5, Lcom/berthbook/BookingProvider$amendBooking$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/berthbook/BookArgs;
    move-object v9, v0
    iget-object v0, v5, Lcom/berthbook/BookingProvider$amendBooking$1;->L$0:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v19, v0
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v10
:L260
    .line 155
:L261
    nop
    .line 156
    const/16 v17, 0x0
:L265
    .line 90
    nop
    .line 91
    new-instance v0, Lcom/berthbook/ToolResult$Ok;
    invoke-virtual {v9}, Lcom/berthbook/BookArgs;->getBookingId()Ljava/lang/String;
    move-result-object v3
    move-object v2, v6
    if-nez v3, :L283
    const-string v3, ""
:L283
    invoke-virtual {v9}, Lcom/berthbook/BookArgs;->getNights()I
    move-result v4
    invoke-virtual {v2, v3, v4}, Lcom/berthbook/BookingRepo;->amend(Ljava/lang/String;I)I
    move-result v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"amended\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/berthbook/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    check-cast v0, Lcom/berthbook/ToolResult;
    move-object v11, v0
:L303
    goto :L341
:L306
    .line 92
    move-exception v14
    .line 93
    const-string v0, "BookingProvider"
    const-string v1, "amend failed"
    move-object v2, v14
    check-cast v2, Ljava/lang/Throwable;
    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 94
    new-instance v0, Lcom/berthbook/ToolResult$Failed;
    const-string v2, "CONFLICT"
    const-string v3, "the booking could not be changed"
    invoke-direct {v0, v2, v3}, Lcom/berthbook/ToolResult$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    check-cast v0, Lcom/berthbook/ToolResult;
    move-object v11, v0
:L341
    .line 95
    nop
    .line 156
    move-object v15, v11
:L346
    .line 158
    invoke-interface {v7, v8}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    .line 159
    goto :L372
:L358
    .line 158
    move-exception v16
:L360
    invoke-interface {v7, v8}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v16
:L372
    .line 155
    nop
    .line 89
    return-object v15
:L376
    .line 86
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_67
    .packed-switch 0x0
        :L88
        :L209
    .end packed-switch
    .catch Landroid/database/sqlite/SQLiteException; {:L265 .. :L303} :L306
    .catchall {:L261 .. :L346} :L358
.end method

.method private final cancelBooking-d9By3E8(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 27
    move-object/from16 v0, v26
    instance-of v0, v0, Lcom/berthbook/BookingProvider$cancelBooking$1;
    if-eqz v0, :L41
    move-object/from16 v0, v26
    check-cast v0, Lcom/berthbook/BookingProvider$cancelBooking$1;
    move-object v8, v0
    iget v0, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L41
    iget v1, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->label:I
    goto :L53
:L41
    new-instance v0, Lcom/berthbook/BookingProvider$cancelBooking$1;
    move-object/from16 v1, v20
    move-object/from16 v2, v26
    invoke-direct/range {v0 .. v2}, Lcom/berthbook/BookingProvider$cancelBooking$1;-><init>(Lcom/berthbook/BookingProvider;Lkotlin/coroutines/Continuation;)V
    move-object v8, v0
:L53
    iget-object v0, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->result:Ljava/lang/Object;
    move-object v14, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v15
    .line 99
    iget v0, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->label:I
    packed-switch v0, :sw_70
    goto :L453
:L92
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 100
    sget-object v0, Lcom/berthbook/Codec;->INSTANCE:Lcom/berthbook/Codec;
    invoke-virtual {v0}, Lcom/berthbook/Codec;->getJson()Lkotlinx/serialization/json/Json;
    move-result-object v9
    move-object/from16 v13, v25
    const/4 v10, 0x0
    .line 160
    invoke-virtual {v9}, Lkotlinx/serialization/json/Json;->getSerializersModule()Lkotlinx/serialization/modules/SerializersModule;
    sget-object v1, Lcom/berthbook/CancelArgs;->Companion:Lcom/berthbook/CancelArgs$Companion;
    invoke-virtual {v1}, Lcom/berthbook/CancelArgs$Companion;->serializer()Lkotlinx/serialization/KSerializer;
    move-result-object v1
    check-cast v1, Lkotlinx/serialization/DeserializationStrategy;
    invoke-virtual {v9, v1, v13}, Lkotlinx/serialization/json/Json;->decodeFromString(Lkotlinx/serialization/DeserializationStrategy;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    .line 100
    check-cast v0, Lcom/berthbook/CancelArgs;
    move-object v11, v0
    .line 101
    invoke-virtual {v11}, Lcom/berthbook/CancelArgs;->getForce()Z
    move-result v0
    if-nez v0, :L191
    sget-object v0, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v0}, Lcom/berthbook/Wiring;->getResumes()Lcom/berthbook/ResumeBook;
    move-result-object v0
    const-string v2, "resume_token"
    move-object/from16 v1, v24
    invoke-virtual/range {v1 .. v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    move/from16 v2, v22
    move-object/from16 v3, v23
    move-object/from16 v4, v25
    invoke-virtual/range {v0 .. v4}, Lcom/berthbook/ResumeBook;->take-vsL4xrk(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L191
    .line 102
    invoke-virtual {v11}, Lcom/berthbook/CancelArgs;->getBookingId()Ljava/lang/String;
    move-result-object v5
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "cancel booking "
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    move-object/from16 v0, v20
    move-object/from16 v1, v21
    move/from16 v2, v22
    move-object/from16 v3, v23
    move-object/from16 v4, v25
    invoke-direct/range {v0 .. v5}, Lcom/berthbook/BookingProvider;->askUser-YRR1vBs(Landroid/content/Context;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/berthbook/ToolResult;
    move-result-object v0
    return-object v0
:L191
    .line 104
    sget-object v0, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v0}, Lcom/berthbook/Wiring;->getRepo()Lcom/berthbook/BookingRepo;
    move-result-object v9
    .line 105
    invoke-virtual {v9}, Lcom/berthbook/BookingRepo;->getMutex()Lkotlinx/coroutines/sync/Mutex;
    move-result-object v10
    .line 161
    const/4 v12, 0x0
    const/16 v16, 0x0
    .line 163
    invoke-static/range {v21 .. v21}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v23 .. v23}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->L$1:Ljava/lang/Object;
    invoke-static/range {v24 .. v24}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->L$2:Ljava/lang/Object;
    invoke-static/range {v25 .. v25}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->L$3:Ljava/lang/Object;
    iput-object v11, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->L$4:Ljava/lang/Object;
    iput-object v9, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->L$5:Ljava/lang/Object;
    iput-object v10, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->L$6:Ljava/lang/Object;
    move/from16 v4, v22
    iput v4, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->I$0:I
    const/4 v4, 0x1
    iput v4, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->label:I
    invoke-interface {v10, v12, v8}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L390
    .line 99
    return-object v15
:L303
    const/16 v16, 0x0
    iget v0, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->I$0:I
    move/from16 v22, v0
    const/4 v12, 0x0
    iget-object v0, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->L$6:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/sync/Mutex;
    move-object v10, v0
    iget-object v0, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->L$5:Ljava/lang/Object;
    check-cast v0, Lcom/berthbook/BookingRepo;
    move-object v9, v0
    iget-object v0, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->L$4:Ljava/lang/Object;
    check-cast v0, Lcom/berthbook/CancelArgs;
    move-object v11, v0
    iget-object v0, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->L$3:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v25, v0
    iget-object v0, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->L$2:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object/from16 v24, v0
    iget-object v0, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v23, v0
    iget-object v0, v8, Lcom/berthbook/BookingProvider$cancelBooking$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 v21, v0
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v14
:L390
    .line 164
:L391
    nop
    .line 165
    const/16 v19, 0x0
    .line 105
    invoke-virtual {v11}, Lcom/berthbook/CancelArgs;->getBookingId()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v9, v1}, Lcom/berthbook/BookingRepo;->remove(Ljava/lang/String;)I
    move-result v17
    .line 165
:L407
    .line 167
    invoke-interface {v10, v12}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    .line 168
    goto :L433
:L419
    .line 167
    move-exception v18
:L421
    invoke-interface {v10, v12}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v18
:L433
    .line 164
    nop
    .line 105
    move/from16 v13, v17
    .line 106
    new-instance v0, Lcom/berthbook/ToolResult$Ok;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"cancelled\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v13}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/berthbook/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    return-object v0
:L453
    .line 99
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_70
    .packed-switch 0x0
        :L92
        :L303
    .end packed-switch
    .catchall {:L391 .. :L407} :L419
.end method

.method private final releaseBooking-d9By3E8(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 27
    move-object/from16 v0, v26
    instance-of v0, v0, Lcom/berthbook/BookingProvider$releaseBooking$1;
    if-eqz v0, :L41
    move-object/from16 v0, v26
    check-cast v0, Lcom/berthbook/BookingProvider$releaseBooking$1;
    move-object v8, v0
    iget v0, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L41
    iget v1, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->label:I
    goto :L53
:L41
    new-instance v0, Lcom/berthbook/BookingProvider$releaseBooking$1;
    move-object/from16 v1, v20
    move-object/from16 v2, v26
    invoke-direct/range {v0 .. v2}, Lcom/berthbook/BookingProvider$releaseBooking$1;-><init>(Lcom/berthbook/BookingProvider;Lkotlin/coroutines/Continuation;)V
    move-object v8, v0
:L53
    iget-object v0, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->result:Ljava/lang/Object;
    move-object v14, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v15
    .line 109
    iget v0, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->label:I
    packed-switch v0, :sw_70
    goto :L445
:L92
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 110
    sget-object v0, Lcom/berthbook/Codec;->INSTANCE:Lcom/berthbook/Codec;
    invoke-virtual {v0}, Lcom/berthbook/Codec;->getJson()Lkotlinx/serialization/json/Json;
    move-result-object v9
    move-object/from16 v13, v25
    const/4 v10, 0x0
    .line 169
    invoke-virtual {v9}, Lkotlinx/serialization/json/Json;->getSerializersModule()Lkotlinx/serialization/modules/SerializersModule;
    sget-object v1, Lcom/berthbook/CancelArgs;->Companion:Lcom/berthbook/CancelArgs$Companion;
    invoke-virtual {v1}, Lcom/berthbook/CancelArgs$Companion;->serializer()Lkotlinx/serialization/KSerializer;
    move-result-object v1
    check-cast v1, Lkotlinx/serialization/DeserializationStrategy;
    invoke-virtual {v9, v1, v13}, Lkotlinx/serialization/json/Json;->decodeFromString(Lkotlinx/serialization/DeserializationStrategy;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    .line 110
    check-cast v0, Lcom/berthbook/CancelArgs;
    move-object v11, v0
    .line 111
    sget-object v0, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v0}, Lcom/berthbook/Wiring;->getResumes()Lcom/berthbook/ResumeBook;
    move-result-object v0
    const-string v2, "resume_token"
    move-object/from16 v1, v24
    invoke-virtual/range {v1 .. v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    move/from16 v2, v22
    move-object/from16 v3, v23
    move-object/from16 v4, v25
    invoke-virtual/range {v0 .. v4}, Lcom/berthbook/ResumeBook;->take-vsL4xrk(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L183
    .line 112
    invoke-virtual {v11}, Lcom/berthbook/CancelArgs;->getBookingId()Ljava/lang/String;
    move-result-object v5
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "release booking "
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    move-object/from16 v0, v20
    move-object/from16 v1, v21
    move/from16 v2, v22
    move-object/from16 v3, v23
    move-object/from16 v4, v25
    invoke-direct/range {v0 .. v5}, Lcom/berthbook/BookingProvider;->askUser-YRR1vBs(Landroid/content/Context;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/berthbook/ToolResult;
    move-result-object v0
    return-object v0
:L183
    .line 114
    sget-object v0, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v0}, Lcom/berthbook/Wiring;->getRepo()Lcom/berthbook/BookingRepo;
    move-result-object v9
    .line 115
    invoke-virtual {v9}, Lcom/berthbook/BookingRepo;->getMutex()Lkotlinx/coroutines/sync/Mutex;
    move-result-object v10
    .line 170
    const/4 v12, 0x0
    const/16 v16, 0x0
    .line 172
    invoke-static/range {v21 .. v21}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v23 .. v23}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->L$1:Ljava/lang/Object;
    invoke-static/range {v24 .. v24}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->L$2:Ljava/lang/Object;
    invoke-static/range {v25 .. v25}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->L$3:Ljava/lang/Object;
    iput-object v11, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->L$4:Ljava/lang/Object;
    iput-object v9, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->L$5:Ljava/lang/Object;
    iput-object v10, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->L$6:Ljava/lang/Object;
    move/from16 v4, v22
    iput v4, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->I$0:I
    const/4 v4, 0x1
    iput v4, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->label:I
    invoke-interface {v10, v12, v8}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L382
    .line 109
    return-object v15
:L295
    const/16 v16, 0x0
    iget v0, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->I$0:I
    move/from16 v22, v0
    const/4 v12, 0x0
    iget-object v0, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->L$6:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/sync/Mutex;
    move-object v10, v0
    iget-object v0, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->L$5:Ljava/lang/Object;
    check-cast v0, Lcom/berthbook/BookingRepo;
    move-object v9, v0
    iget-object v0, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->L$4:Ljava/lang/Object;
    check-cast v0, Lcom/berthbook/CancelArgs;
    move-object v11, v0
    iget-object v0, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->L$3:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v25, v0
    iget-object v0, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->L$2:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object/from16 v24, v0
    iget-object v0, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v23, v0
    iget-object v0, v8, Lcom/berthbook/BookingProvider$releaseBooking$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 v21, v0
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v14
:L382
    .line 173
:L383
    nop
    .line 174
    const/16 v19, 0x0
    .line 115
    invoke-virtual {v11}, Lcom/berthbook/CancelArgs;->getBookingId()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v9, v1}, Lcom/berthbook/BookingRepo;->remove(Ljava/lang/String;)I
    move-result v17
    .line 174
:L399
    .line 176
    invoke-interface {v10, v12}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    .line 177
    goto :L425
:L411
    .line 176
    move-exception v18
:L413
    invoke-interface {v10, v12}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v18
:L425
    .line 173
    nop
    .line 115
    move/from16 v13, v17
    .line 116
    new-instance v0, Lcom/berthbook/ToolResult$Ok;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"released\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v13}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/berthbook/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    return-object v0
:L445
    .line 109
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_70
    .packed-switch 0x0
        :L92
        :L295
    .end packed-switch
    .catchall {:L383 .. :L399} :L411
.end method

.method private final askUser-YRR1vBs(Landroid/content/Context;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/berthbook/ToolResult;
    .registers 16
    .line 120
    sget-object v0, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v0}, Lcom/berthbook/Wiring;->getResumes()Lcom/berthbook/ResumeBook;
    move-result-object v0
    sget-object v1, Lcom/berthbook/Tokens;->INSTANCE:Lcom/berthbook/Tokens;
    invoke-virtual {v1}, Lcom/berthbook/Tokens;->getStrong()Lcom/berthbook/Entropy;
    move-result-object v1
    const-string v2, "rt_"
    invoke-static {v1, v2}, Lcom/berthbook/TokensKt;->mint(Lcom/berthbook/Entropy;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/berthbook/ResumeToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v12, v13, v14}, Lcom/berthbook/ResumeBook;->issue-NUjHS6k(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 121
    const/high16 v0, 0xc000000
    invoke-static {v0}, Lcom/berthbook/PiFlags;->constructor-impl(I)I
    move-result v8
    .line 122
    sget-object v0, Lcom/berthbook/Resolutions;->INSTANCE:Lcom/berthbook/Resolutions;
    const-class v2, Lcom/berthbook/ConfirmCancelActivity;
    const/16 v3, 0xb
    move-object v1, v11
    move-object v4, v15
    move-object v5, v7
    move v6, v8
    invoke-virtual/range {v0 .. v6}, Lcom/berthbook/Resolutions;->confirm-Q4YpnyY(Landroid/content/Context;Ljava/lang/Class;ILjava/lang/String;Ljava/lang/String;I)Landroid/app/PendingIntent;
    move-result-object v9
    .line 123
    new-instance v0, Lcom/berthbook/ToolResult$NeedsUser;
    const/4 v4, 0x0
    invoke-direct {v0, v9, v7, v4}, Lcom/berthbook/ToolResult$NeedsUser;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/berthbook/ToolResult;
    return-object v0
.end method

.method public static final synthetic access$dispatch-m8h_3m4(Lcom/berthbook/BookingProvider;Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7
    .line 19
    invoke-direct/range {v1 .. v6}, Lcom/berthbook/BookingProvider;->dispatch-m8h_3m4(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$findBerths(Lcom/berthbook/BookingProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 19
    invoke-direct {v1, v2, v3}, Lcom/berthbook/BookingProvider;->findBerths(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$bookBerth(Lcom/berthbook/BookingProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 19
    invoke-direct {v1, v2, v3}, Lcom/berthbook/BookingProvider;->bookBerth(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$amendBooking(Lcom/berthbook/BookingProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 19
    invoke-direct {v1, v2, v3}, Lcom/berthbook/BookingProvider;->amendBooking(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$cancelBooking-d9By3E8(Lcom/berthbook/BookingProvider;Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 8
    .line 19
    invoke-direct/range {v1 .. v7}, Lcom/berthbook/BookingProvider;->cancelBooking-d9By3E8(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$releaseBooking-d9By3E8(Lcom/berthbook/BookingProvider;Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 8
    .line 19
    invoke-direct/range {v1 .. v7}, Lcom/berthbook/BookingProvider;->releaseBooking-d9By3E8(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getBOOKING_APPS$cp()Ljava/util/Set;
    .registers 1
    .line 19
    sget-object v0, Lcom/berthbook/BookingProvider;->BOOKING_APPS:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/berthbook/BookingProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/berthbook/BookingProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/berthbook/BookingProvider;->Companion:Lcom/berthbook/BookingProvider$Companion;
    .line 135
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.berthbook.crew"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.berthbook.kiosk"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/berthbook/BookingProvider;->BOOKING_APPS:Ljava/util/Set;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 5
    .line 23
    sget-object v0, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v4}, Lcom/berthbook/BookingProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v1}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;
    move-result-object v1
    const-string v3, "getApplicationContext(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/berthbook/Wiring;->setApp(Landroid/content/Context;)V
    .line 24
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 18
    const-string v1, "method"
    invoke-static {v15, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Lcom/berthbook/CallerUid;->constructor-impl(I)I
    move-result v9
    .line 29
    invoke-virtual {v14}, Lcom/berthbook/BookingProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L25
    const/4 v0, 0x0
    return-object v0
:L25
    move-object v11, v0
    .line 30
    invoke-virtual {v11}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v10
    .line 31
    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v9, v10}, Lcom/berthbook/ValuesKt;->onlyPackage-bXATbIs(ILandroid/content/pm/PackageManager;)Ljava/lang/String;
    move-result-object v12
    .line 32
    if-eqz v12, :L82
    sget-object v0, Lcom/berthbook/BookingProvider;->BOOKING_APPS:Ljava/util/Set;
    invoke-interface {v0, v12}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L82
    sget-object v2, Lcom/berthbook/Certs;->INSTANCE:Lcom/berthbook/Certs;
    invoke-virtual {v2}, Lcom/berthbook/Certs;->getRELEASE()[B
    move-result-object v2
    invoke-static {v9, v10, v2}, Lcom/berthbook/ValuesKt;->signedBy-DwsZTjA(ILandroid/content/pm/PackageManager;[B)Z
    move-result v0
    if-nez v0, :L91
:L82
    .line 33
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a BerthBook app"
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lcom/berthbook/ToolResultKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L91
    .line 35
    move-object/from16 v0, v17
    if-nez v17, :L104
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
:L104
    move-object v13, v0
    .line 36
    const/4 v0, 0x0
    new-instance v1, Lcom/berthbook/BookingProvider$call$1;
    const/4 v8, 0x0
    move-object v2, v14
    move-object v3, v11
    move v4, v9
    move-object v5, v15
    move-object v6, v13
    move-object v7, v8
    invoke-direct/range {v1 .. v7}, Lcom/berthbook/BookingProvider$call$1;-><init>(Lcom/berthbook/BookingProvider;Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 126
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 127
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 128
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 129
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 130
    const/4 v0, 0x0
    return v0
.end method

