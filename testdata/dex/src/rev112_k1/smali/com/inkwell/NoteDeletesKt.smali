.class public final Lcom/inkwell/NoteDeletesKt;
.super Ljava/lang/Object;
.source "NoteDeletes.kt"

# static fields
.field private static final approvals:Lcom/inkwell/ResumeBook;


# direct methods
.method public static final deleteNote(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    const-string v1, "call"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    const-string v1, "id"
    invoke-virtual {v11, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v8
    .line 12
    const-string v1, "force"
    invoke-virtual {v11, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v6
    .line 13
    new-instance v0, Lkotlin/jvm/internal/Ref$IntRef;
    invoke-direct {v0}, Lkotlin/jvm/internal/Ref$IntRef;-><init>()V
    move-object v7, v0
    .line 14
    const/4 v0, 0x3
    new-instance v1, Lcom/inkwell/NoteDeletesKt$$ExternalSyntheticLambda0;
    invoke-direct {v1, v7, v8, v9, v6}, Lcom/inkwell/NoteDeletesKt$$ExternalSyntheticLambda0;-><init>(Lkotlin/jvm/internal/Ref$IntRef;JZ)V
    invoke-static {v0, v1}, Lcom/inkwell/HelpersKt;->retrying(ILkotlin/jvm/functions/Function0;)V
    .line 15
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v10}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    iget v2, v7, Lkotlin/jvm/internal/Ref$IntRef;->element:I
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"removed\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, ",\"permanent\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v6}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/inkwell/Envelope;->ok(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final purgeNote(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    const-string v1, "call"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    const-string v1, "id"
    invoke-virtual {v11, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v6
    .line 20
    sget-object v0, Lcom/inkwell/NoteDeletesKt;->approvals:Lcom/inkwell/ResumeBook;
    invoke-virtual {v0, v10}, Lcom/inkwell/ResumeBook;->take(Lcom/inkwell/Call;)Z
    move-result v8
    .line 21
    if-nez v8, :L99
    .line 22
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {v10}, Lcom/inkwell/Call;->getCtx()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/inkwell/ConfirmDeleteActivity;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "note_id"
    invoke-virtual {v0, v1, v6, v7}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;
    move-result-object v5
    .line 23
    invoke-virtual {v10}, Lcom/inkwell/Call;->getCtx()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x3
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v9
    .line 24
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v10}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v3, Lcom/inkwell/NoteDeletesKt;->approvals:Lcom/inkwell/ResumeBook;
    sget-object v4, Lcom/inkwell/Sessions;->INSTANCE:Lcom/inkwell/Sessions;
    invoke-virtual {v4}, Lcom/inkwell/Sessions;->newToken()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v3, v4, v10}, Lcom/inkwell/ResumeBook;->issue(Ljava/lang/String;Lcom/inkwell/Call;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v9, v3}, Lcom/inkwell/Envelope;->needsUser(Landroid/os/Bundle;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L99
    .line 26
    new-instance v0, Lkotlin/jvm/internal/Ref$IntRef;
    invoke-direct {v0}, Lkotlin/jvm/internal/Ref$IntRef;-><init>()V
    move-object v5, v0
    .line 27
    const/4 v0, 0x3
    new-instance v1, Lcom/inkwell/NoteDeletesKt$$ExternalSyntheticLambda1;
    invoke-direct {v1, v5, v6, v7, v8}, Lcom/inkwell/NoteDeletesKt$$ExternalSyntheticLambda1;-><init>(Lkotlin/jvm/internal/Ref$IntRef;JZ)V
    invoke-static {v0, v1}, Lcom/inkwell/HelpersKt;->retrying(ILkotlin/jvm/functions/Function0;)V
    .line 28
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v10}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    iget v2, v5, Lkotlin/jvm/internal/Ref$IntRef;->element:I
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"removed\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, ",\"permanent\":true}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/inkwell/Envelope;->ok(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final deleteNote$lambda$0(Lkotlin/jvm/internal/Ref$IntRef;JZ)Lkotlin/Unit;
    .registers 12
    .line 14
    sget-object v1, Lcom/inkwell/Stores;->INSTANCE:Lcom/inkwell/Stores;
    invoke-virtual {v1}, Lcom/inkwell/Stores;->getNotes()Lcom/inkwell/NoteStore;
    move-result-object v1
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    move-wide v2, v9
    move v4, v11
    invoke-static/range {v1 .. v7}, Lcom/inkwell/NoteStore;->remove$default(Lcom/inkwell/NoteStore;JZLjava/lang/String;ILjava/lang/Object;)I
    move-result v1
    iput v1, v8, Lkotlin/jvm/internal/Ref$IntRef;->element:I
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final purgeNote$lambda$0(Lkotlin/jvm/internal/Ref$IntRef;JZ)Lkotlin/Unit;
    .registers 12
    .line 27
    sget-object v1, Lcom/inkwell/Stores;->INSTANCE:Lcom/inkwell/Stores;
    invoke-virtual {v1}, Lcom/inkwell/Stores;->getNotes()Lcom/inkwell/NoteStore;
    move-result-object v1
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    move-wide v2, v9
    move v4, v11
    invoke-static/range {v1 .. v7}, Lcom/inkwell/NoteStore;->remove$default(Lcom/inkwell/NoteStore;JZLjava/lang/String;ILjava/lang/Object;)I
    move-result v1
    iput v1, v8, Lkotlin/jvm/internal/Ref$IntRef;->element:I
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 8
    new-instance v0, Lcom/inkwell/ResumeBook;
    invoke-direct {v0}, Lcom/inkwell/ResumeBook;-><init>()V
    sput-object v0, Lcom/inkwell/NoteDeletesKt;->approvals:Lcom/inkwell/ResumeBook;
    return-void
.end method

