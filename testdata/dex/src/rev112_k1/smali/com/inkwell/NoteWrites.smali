.class public final Lcom/inkwell/NoteWrites;
.super Ljava/lang/Object;
.source "NoteWrites.kt"

# static fields
.field public static final INSTANCE:Lcom/inkwell/NoteWrites;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method private static final add$owner()I
    .registers 1
    .line 11
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    return v0
.end method

.method private static final saveDraft$owner(I)I
    .registers 2
    .line 20
    return v1
.end method

.method public static final add$lambda$0(Ljava/lang/String;Ljava/lang/String;)J
    .registers 7
    .line 12
    sget-object v0, Lcom/inkwell/Stores;->INSTANCE:Lcom/inkwell/Stores;
    invoke-virtual {v0}, Lcom/inkwell/Stores;->getNotes()Lcom/inkwell/NoteStore;
    move-result-object v0
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v3, "inbox"
    invoke-static {}, Lcom/inkwell/NoteWrites;->add$owner()I
    move-result v4
    invoke-virtual {v0, v5, v6, v3, v4}, Lcom/inkwell/NoteStore;->insert(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)J
    move-result-wide v0
    return-wide v0
.end method

.method public static final saveDraft$lambda$0(Ljava/lang/String;Ljava/lang/String;I)J
    .registers 8
    .line 21
    sget-object v0, Lcom/inkwell/Stores;->INSTANCE:Lcom/inkwell/Stores;
    invoke-virtual {v0}, Lcom/inkwell/Stores;->getNotes()Lcom/inkwell/NoteStore;
    move-result-object v0
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v3, "drafts"
    invoke-static {v7}, Lcom/inkwell/NoteWrites;->saveDraft$owner(I)I
    move-result v4
    invoke-virtual {v0, v5, v6, v3, v4}, Lcom/inkwell/NoteStore;->insert(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)J
    move-result-wide v0
    return-wide v0
.end method

.method public static final share$lambda$0(JI)J
    .registers 5
    .line 28
    sget-object v0, Lcom/inkwell/Stores;->INSTANCE:Lcom/inkwell/Stores;
    invoke-virtual {v0}, Lcom/inkwell/Stores;->getNotes()Lcom/inkwell/NoteStore;
    move-result-object v0
    invoke-virtual {v0, v2, v3, v4}, Lcom/inkwell/NoteStore;->copyToOutbox(JI)J
    move-result-wide v0
    return-wide v0
.end method

.method public static final pin$lambda$0(JZ)I
    .registers 4
    .line 37
    sget-object v0, Lcom/inkwell/Stores;->INSTANCE:Lcom/inkwell/Stores;
    invoke-virtual {v0}, Lcom/inkwell/Stores;->getNotes()Lcom/inkwell/NoteStore;
    move-result-object v0
    invoke-virtual {v0, v1, v2, v3}, Lcom/inkwell/NoteStore;->pin(JZ)I
    move-result v0
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/inkwell/NoteWrites;
    invoke-direct {v0}, Lcom/inkwell/NoteWrites;-><init>()V
    sput-object v0, Lcom/inkwell/NoteWrites;->INSTANCE:Lcom/inkwell/NoteWrites;
    return-void
.end method


# virtual methods
.method public final add(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "call"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    const-string v1, "title"
    invoke-virtual {v12, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "optString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v6
    .line 9
    .line 10
    const-string v1, "body"
    invoke-virtual {v12, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 12
    new-instance v0, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda0;
    invoke-direct {v0, v6, v7}, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda0;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/inkwell/HelpersKt;->onDiskThread(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v8
    .line 13
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v11}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"id\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v8, v9}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/inkwell/Envelope;->ok(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public final saveDraft(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14
    const-string v1, "call"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    const-string v1, "title"
    invoke-virtual {v13, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "optString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v6
    .line 17
    .line 18
    const-string v1, "body"
    invoke-virtual {v13, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 19
    invoke-virtual {v12}, Lcom/inkwell/Call;->getUid()I
    move-result v8
    .line 21
    new-instance v0, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda1;
    invoke-direct {v0, v6, v7, v8}, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda1;-><init>(Ljava/lang/String;Ljava/lang/String;I)V
    invoke-static {v0}, Lcom/inkwell/HelpersKt;->onDiskThread(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v9
    .line 22
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v12}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"id\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v9, v10}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/inkwell/Envelope;->ok(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public final share(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 15
    const-string v1, "call"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    const-string v1, "id"
    invoke-virtual {v14, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v8
    .line 27
    const-string v1, "calling_uid"
    invoke-virtual {v13}, Lcom/inkwell/Call;->getUid()I
    move-result v2
    invoke-virtual {v14, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v7
    .line 28
    new-instance v1, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda2;
    invoke-direct {v1, v8, v9, v7}, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda2;-><init>(JI)V
    invoke-static {v7, v1}, Lcom/inkwell/HelpersKt;->guarded(ILkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Long;
    if-eqz v0, :L57
    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J
    move-result-wide v0
    goto :L77
:L57
    .line 29
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v13}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    const-string v2, "PERMISSION_DENIED"
    const-string v3, "notes.share is not granted"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/inkwell/Envelope;->error$default(Lcom/inkwell/Envelope;Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L77
    .line 28
    move-wide v10, v0
    .line 30
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v13}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"outbox\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v10, v11}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/inkwell/Envelope;->ok(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public final pin(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 15
    const-string v1, "call"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    const-string v1, "id"
    invoke-virtual {v14, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v7
    .line 35
    const-string v1, "pinned"
    const/4 v2, 0x1
    invoke-virtual {v14, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v9
    .line 36
    invoke-virtual {v13}, Lcom/inkwell/Call;->getUid()I
    move-result v10
    .line 37
    new-instance v1, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda3;
    invoke-direct {v1, v7, v8, v9}, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda3;-><init>(JZ)V
    invoke-static {v10, v1}, Lcom/inkwell/HelpersKt;->guarded(ILkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    if-eqz v0, :L60
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    goto :L80
:L60
    .line 38
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v13}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    const-string v2, "PERMISSION_DENIED"
    const-string v3, "notes.share is not granted"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/inkwell/Envelope;->error$default(Lcom/inkwell/Envelope;Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L80
    .line 37
    move v11, v0
    .line 39
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v13}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"pinned\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v11}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/inkwell/Envelope;->ok(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

