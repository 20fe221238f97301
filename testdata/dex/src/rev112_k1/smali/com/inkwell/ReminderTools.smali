.class public final Lcom/inkwell/ReminderTools;
.super Ljava/lang/Object;
.source "ReminderTools.kt"

# static fields
.field public static final Companion:Lcom/inkwell/ReminderTools$Companion;
.field public static final TAG:Ljava/lang/String; = "InkwellReminders"

# instance fields
.field private final store:Lcom/inkwell/ReminderStore;
.field private final confirmations:Lcom/inkwell/ResumeBook;
.field private final secure:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>(Lcom/inkwell/ReminderStore;)V
    .registers 4
    const-string v1, "store"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/inkwell/ReminderTools;->store:Lcom/inkwell/ReminderStore;
    .line 14
    new-instance v1, Lcom/inkwell/ResumeBook;
    invoke-direct {v1}, Lcom/inkwell/ResumeBook;-><init>()V
    iput-object v1, v2, Lcom/inkwell/ReminderTools;->confirmations:Lcom/inkwell/ResumeBook;
    .line 15
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/inkwell/ReminderTools;->secure:Ljava/security/SecureRandom;
    .line 13
    return-void
.end method

.method private static final schedule$resolutionFlags(Z)I
    .registers 2
    .line 21
    if-eqz v1, :L10
    const/high16 v0, 0x8000000
    goto :L13
:L10
    const/high16 v0, 0x40000000
:L13
    return v0
.end method

.method private static final reschedule$resolutionFlags(Z)I
    .registers 2
    .line 39
    if-eqz v1, :L10
    const/high16 v0, 0xc000000
    goto :L13
:L10
    .line 40
    const/high16 v0, 0x44000000
:L13
    return v0
.end method

.method public static final restore$lambda$0(Lkotlin/jvm/internal/Ref$IntRef;Lcom/inkwell/ReminderTools;Lorg/json/JSONObject;Lcom/inkwell/Call;)Lkotlin/Unit;
    .registers 10
    .line 109
    iget-object v1, v7, Lcom/inkwell/ReminderTools;->store:Lcom/inkwell/ReminderStore;
    new-instance v2, Lorg/json/JSONArray;
    const-string v5, "backup"
    invoke-virtual {v8, v5}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    invoke-virtual {v9}, Lcom/inkwell/Call;->getUid()I
    move-result v3
    invoke-virtual {v1, v2, v3}, Lcom/inkwell/ReminderStore;->restore(Lorg/json/JSONArray;I)I
    move-result v1
    iput v1, v6, Lkotlin/jvm/internal/Ref$IntRef;->element:I
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final importList$lambda$0(Lkotlin/jvm/internal/Ref$IntRef;Lcom/inkwell/ReminderTools;Lorg/json/JSONObject;Lcom/inkwell/Call;)Lkotlin/Unit;
    .registers 10
    .line 116
    iget-object v1, v7, Lcom/inkwell/ReminderTools;->store:Lcom/inkwell/ReminderStore;
    new-instance v2, Lorg/json/JSONArray;
    const-string v5, "items"
    invoke-virtual {v8, v5}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    invoke-virtual {v9}, Lcom/inkwell/Call;->getUid()I
    move-result v3
    invoke-virtual {v1, v2, v3}, Lcom/inkwell/ReminderStore;->restore(Lorg/json/JSONArray;I)I
    move-result v1
    iput v1, v6, Lkotlin/jvm/internal/Ref$IntRef;->element:I
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Lcom/inkwell/ReminderTools$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/inkwell/ReminderTools$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/inkwell/ReminderTools;->Companion:Lcom/inkwell/ReminderTools$Companion;
    return-void
.end method


# virtual methods
.method public final schedule(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 17
    const-string v1, "call"
    invoke-static {v15, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    const-string v1, "title"
    move-object/from16 v0, v16
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    .line 19
    const-string v1, "at"
    move-object/from16 v0, v16
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v9
    .line 20
    const-string v1, "repeat"
    move-object/from16 v0, v16
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v11
    .line 22
    iget-object v0, v14, Lcom/inkwell/ReminderTools;->confirmations:Lcom/inkwell/ResumeBook;
    invoke-virtual {v0, v15}, Lcom/inkwell/ResumeBook;->take(Lcom/inkwell/Call;)Z
    move-result v0
    if-nez v0, :L142
    .line 23
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {v15}, Lcom/inkwell/Call;->getCtx()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/inkwell/ConfirmReminderActivity;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v7, v0
    move-object v12, v7
    const/4 v13, 0x0
    .line 24
    const-string v1, "title"
    invoke-virtual {v12, v1, v8}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 25
    const-string v1, "at"
    invoke-virtual {v12, v1, v9, v10}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;
    .line 26
    nop
    .line 23
    .line 23
    move-object v6, v7
    .line 27
    invoke-virtual {v15}, Lcom/inkwell/Call;->getCtx()Landroid/content/Context;
    move-result-object v0
    const/16 v1, 0xb
    invoke-static {v11}, Lcom/inkwell/ReminderTools;->schedule$resolutionFlags(Z)I
    move-result v3
    invoke-static {v0, v1, v6, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v7
    .line 28
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v15}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    iget-object v3, v14, Lcom/inkwell/ReminderTools;->confirmations:Lcom/inkwell/ResumeBook;
    sget-object v4, Lcom/inkwell/Sessions;->INSTANCE:Lcom/inkwell/Sessions;
    invoke-virtual {v4}, Lcom/inkwell/Sessions;->newToken()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v3, v4, v15}, Lcom/inkwell/ResumeBook;->issue(Ljava/lang/String;Lcom/inkwell/Call;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v7, v3}, Lcom/inkwell/Envelope;->needsUser(Landroid/os/Bundle;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L142
    .line 30
    iget-object v0, v14, Lcom/inkwell/ReminderTools;->store:Lcom/inkwell/ReminderStore;
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v15}, Lcom/inkwell/Call;->getUid()I
    move-result v5
    move-object v1, v8
    move-wide v2, v9
    move v4, v11
    invoke-virtual/range {v0 .. v5}, Lcom/inkwell/ReminderStore;->add(Ljava/lang/String;JZI)J
    move-result-wide v6
    .line 31
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v15}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"id\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/inkwell/Envelope;->ok(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public final reschedule(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 18
    const-string v1, "call"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    const-string v1, "id"
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v8
    .line 36
    const-string v1, "at"
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v10
    .line 37
    const-string v1, "repeat"
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v12
    .line 41
    iget-object v0, v15, Lcom/inkwell/ReminderTools;->confirmations:Lcom/inkwell/ResumeBook;
    move-object/from16 v1, v16
    invoke-virtual/range {v0 .. v1}, Lcom/inkwell/ResumeBook;->take(Lcom/inkwell/Call;)Z
    move-result v0
    if-nez v0, :L142
    .line 42
    new-instance v0, Landroid/content/Intent;
    invoke-virtual/range {v16 .. v16}, Lcom/inkwell/Call;->getCtx()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/inkwell/ConfirmReminderActivity;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v6, v0
    move-object v13, v6
    const/4 v14, 0x0
    .line 43
    const-string v1, "reminder_id"
    invoke-virtual {v13, v1, v8, v9}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;
    .line 44
    const-string v1, "at"
    invoke-virtual {v13, v1, v10, v11}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;
    .line 45
    nop
    .line 42
    .line 42
    move-object v7, v6
    .line 46
    invoke-virtual/range {v16 .. v16}, Lcom/inkwell/Call;->getCtx()Landroid/content/Context;
    move-result-object v0
    const/16 v1, 0xc
    invoke-static {v12}, Lcom/inkwell/ReminderTools;->reschedule$resolutionFlags(Z)I
    move-result v3
    invoke-static {v0, v1, v7, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v6
    .line 47
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual/range {v16 .. v16}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    iget-object v3, v15, Lcom/inkwell/ReminderTools;->confirmations:Lcom/inkwell/ResumeBook;
    sget-object v4, Lcom/inkwell/Sessions;->INSTANCE:Lcom/inkwell/Sessions;
    invoke-virtual {v4}, Lcom/inkwell/Sessions;->newToken()Ljava/lang/String;
    move-result-object v4
    move-object/from16 v5, v16
    invoke-virtual/range {v3 .. v5}, Lcom/inkwell/ResumeBook;->issue(Ljava/lang/String;Lcom/inkwell/Call;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v6, v3}, Lcom/inkwell/Envelope;->needsUser(Landroid/os/Bundle;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L142
    .line 49
    iget-object v0, v15, Lcom/inkwell/ReminderTools;->store:Lcom/inkwell/ReminderStore;
    move-wide v1, v8
    move-wide v3, v10
    move v5, v12
    invoke-virtual/range {v0 .. v5}, Lcom/inkwell/ReminderStore;->move(JJZ)I
    move-result v7
    .line 50
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual/range {v16 .. v16}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"moved\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v7}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/inkwell/Envelope;->ok(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public final shareReminder(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 15
    const-string v1, "call"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 54
    const-string v1, "id"
    invoke-virtual {v14, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v9
    .line 55
    iget-object v0, v12, Lcom/inkwell/ReminderTools;->store:Lcom/inkwell/ReminderStore;
    invoke-virtual {v0, v9, v10}, Lcom/inkwell/ReminderStore;->text(J)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L51
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v13}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    const-string v2, "INVALID_ARGS"
    const-string v3, "no such reminder"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/inkwell/Envelope;->error$default(Lcom/inkwell/Envelope;Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L51
    move-object v11, v0
    .line 56
    iget-object v0, v12, Lcom/inkwell/ReminderTools;->confirmations:Lcom/inkwell/ResumeBook;
    invoke-virtual {v0, v13}, Lcom/inkwell/ResumeBook;->take(Lcom/inkwell/Call;)Z
    move-result v0
    if-nez v0, :L127
    .line 57
    invoke-virtual {v13}, Lcom/inkwell/Call;->getCtx()Landroid/content/Context;
    move-result-object v0
    const-string v1, "com.inkwell.action.CONFIRM_SHARE"
    const/4 v2, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    move-object v3, v11
    invoke-static/range {v0 .. v5}, Lcom/inkwell/HelpersKt;->confirmIntent$default(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/String;ILjava/lang/Object;)Landroid/content/Intent;
    move-result-object v7
    .line 58
    invoke-virtual {v13}, Lcom/inkwell/Call;->getCtx()Landroid/content/Context;
    move-result-object v0
    const/16 v1, 0xd
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v7, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v8
    .line 59
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v13}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    iget-object v3, v12, Lcom/inkwell/ReminderTools;->confirmations:Lcom/inkwell/ResumeBook;
    sget-object v4, Lcom/inkwell/Sessions;->INSTANCE:Lcom/inkwell/Sessions;
    invoke-virtual {v4}, Lcom/inkwell/Sessions;->newToken()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v3, v4, v13}, Lcom/inkwell/ResumeBook;->issue(Ljava/lang/String;Lcom/inkwell/Call;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v8, v3}, Lcom/inkwell/Envelope;->needsUser(Landroid/os/Bundle;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L127
    .line 61
    iget-object v0, v12, Lcom/inkwell/ReminderTools;->store:Lcom/inkwell/ReminderStore;
    invoke-virtual {v13}, Lcom/inkwell/Call;->getUid()I
    move-result v3
    invoke-virtual {v0, v9, v10, v3}, Lcom/inkwell/ReminderStore;->share(JI)J
    move-result-wide v7
    .line 62
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v13}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"share\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v7, v8}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/inkwell/Envelope;->ok(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public final shareList(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 15
    const-string v1, "call"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 66
    const-string v1, "id"
    invoke-virtual {v14, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v9
    .line 67
    iget-object v0, v12, Lcom/inkwell/ReminderTools;->store:Lcom/inkwell/ReminderStore;
    invoke-virtual {v0, v9, v10}, Lcom/inkwell/ReminderStore;->text(J)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L51
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v13}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    const-string v2, "INVALID_ARGS"
    const-string v3, "no such reminder"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/inkwell/Envelope;->error$default(Lcom/inkwell/Envelope;Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L51
    move-object v11, v0
    .line 68
    iget-object v0, v12, Lcom/inkwell/ReminderTools;->confirmations:Lcom/inkwell/ResumeBook;
    invoke-virtual {v0, v13}, Lcom/inkwell/ResumeBook;->take(Lcom/inkwell/Call;)Z
    move-result v0
    if-nez v0, :L126
    .line 69
    invoke-virtual {v13}, Lcom/inkwell/Call;->getCtx()Landroid/content/Context;
    move-result-object v0
    const-string v1, "com.inkwell.action.CONFIRM_SHARE"
    const-class v2, Lcom/inkwell/ConfirmShareActivity;
    invoke-static {v0, v1, v2, v11}, Lcom/inkwell/HelpersKt;->confirmIntent(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v7
    .line 70
    invoke-virtual {v13}, Lcom/inkwell/Call;->getCtx()Landroid/content/Context;
    move-result-object v0
    const/16 v1, 0xe
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v7, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v8
    .line 71
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v13}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    iget-object v3, v12, Lcom/inkwell/ReminderTools;->confirmations:Lcom/inkwell/ResumeBook;
    sget-object v4, Lcom/inkwell/Sessions;->INSTANCE:Lcom/inkwell/Sessions;
    invoke-virtual {v4}, Lcom/inkwell/Sessions;->newToken()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v3, v4, v13}, Lcom/inkwell/ResumeBook;->issue(Ljava/lang/String;Lcom/inkwell/Call;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v8, v3}, Lcom/inkwell/Envelope;->needsUser(Landroid/os/Bundle;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L126
    .line 73
    iget-object v0, v12, Lcom/inkwell/ReminderTools;->store:Lcom/inkwell/ReminderStore;
    invoke-virtual {v13}, Lcom/inkwell/Call;->getUid()I
    move-result v3
    invoke-virtual {v0, v9, v10, v3}, Lcom/inkwell/ReminderStore;->share(JI)J
    move-result-wide v7
    .line 74
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v13}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"share\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v7, v8}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/inkwell/Envelope;->ok(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public final clearDone(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "call"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v15, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 78
    iget-object v0, v13, Lcom/inkwell/ReminderTools;->confirmations:Lcom/inkwell/ResumeBook;
    invoke-virtual {v0, v14}, Lcom/inkwell/ResumeBook;->take(Lcom/inkwell/Call;)Z
    move-result v0
    if-nez v0, :L155
    .line 79
    move-object v0, v13
    check-cast v0, Lcom/inkwell/ReminderTools;
    move-object v6, v0
    const/4 v12, 0x0
    .line 80
    sget-object v0, Lkotlin/random/Random;->Default:Lkotlin/random/Random$Default;
    invoke-virtual {v0}, Lkotlin/random/Random$Default;->nextLong()J
    move-result-wide v8
    .line 81
    sget-object v0, Lkotlin/random/Random;->Default:Lkotlin/random/Random$Default;
    invoke-virtual {v0}, Lkotlin/random/Random$Default;->nextLong()J
    move-result-wide v10
    .line 82
    const/16 v2, 0x24
    invoke-static {v2}, Lkotlin/text/CharsKt;->checkRadix(I)I
    move-result v2
    invoke-static {v8, v9, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "toString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 82
    const/16 v3, 0x24
    invoke-static {v3}, Lkotlin/text/CharsKt;->checkRadix(I)I
    move-result v3
    invoke-static {v10, v11, v3}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;
    move-result-object v1
    const-string v3, "toString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    .line 82
    nop
    .line 79
    nop
    .line 79
    .line 84
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {v14}, Lcom/inkwell/Call;->getCtx()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/inkwell/ConfirmDeleteActivity;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "what"
    const-string v2, "done reminders"
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v7
    .line 85
    invoke-virtual {v14}, Lcom/inkwell/Call;->getCtx()Landroid/content/Context;
    move-result-object v0
    const/16 v1, 0xf
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v7, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v6
    .line 86
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v14}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    iget-object v3, v13, Lcom/inkwell/ReminderTools;->confirmations:Lcom/inkwell/ResumeBook;
    invoke-virtual {v3, v5, v14}, Lcom/inkwell/ResumeBook;->issue(Ljava/lang/String;Lcom/inkwell/Call;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v6, v3}, Lcom/inkwell/Envelope;->needsUser(Landroid/os/Bundle;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L155
    .line 88
    iget-object v0, v13, Lcom/inkwell/ReminderTools;->store:Lcom/inkwell/ReminderStore;
    invoke-virtual {v14}, Lcom/inkwell/Call;->getUid()I
    move-result v1
    invoke-virtual {v0, v1}, Lcom/inkwell/ReminderStore;->clearDone(I)I
    move-result v5
    .line 89
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v14}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"cleared\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v5}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/inkwell/Envelope;->ok(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public final purgeAll(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "call"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 93
    iget-object v0, v10, Lcom/inkwell/ReminderTools;->confirmations:Lcom/inkwell/ResumeBook;
    invoke-virtual {v0, v11}, Lcom/inkwell/ResumeBook;->take(Lcom/inkwell/Call;)Z
    move-result v0
    if-nez v0, :L128
    .line 94
    move-object v0, v10
    check-cast v0, Lcom/inkwell/ReminderTools;
    move-object v6, v0
    const/4 v9, 0x0
    .line 95
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v7, v0
    .line 96
    iget-object v0, v6, Lcom/inkwell/ReminderTools;->secure:Ljava/security/SecureRandom;
    invoke-virtual {v0, v7}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 97
    const/16 v1, 0xa
    invoke-static {v7, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v5
    .line 94
    nop
    .line 94
    .line 99
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {v11}, Lcom/inkwell/Call;->getCtx()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/inkwell/ConfirmDeleteActivity;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "what"
    const-string v2, "all reminders"
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v8
    .line 100
    invoke-virtual {v11}, Lcom/inkwell/Call;->getCtx()Landroid/content/Context;
    move-result-object v0
    const/16 v1, 0x10
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v8, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v6
    .line 101
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v11}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    iget-object v3, v10, Lcom/inkwell/ReminderTools;->confirmations:Lcom/inkwell/ResumeBook;
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3, v5, v11}, Lcom/inkwell/ResumeBook;->issue(Ljava/lang/String;Lcom/inkwell/Call;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v6, v3}, Lcom/inkwell/Envelope;->needsUser(Landroid/os/Bundle;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L128
    .line 103
    iget-object v0, v10, Lcom/inkwell/ReminderTools;->store:Lcom/inkwell/ReminderStore;
    invoke-virtual {v11}, Lcom/inkwell/Call;->getUid()I
    move-result v1
    invoke-virtual {v0, v1}, Lcom/inkwell/ReminderStore;->purge(I)I
    move-result v5
    .line 104
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v11}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"purged\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v5}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/inkwell/Envelope;->ok(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public final restore(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14
    const-string v1, "call"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 108
    new-instance v0, Lkotlin/jvm/internal/Ref$IntRef;
    invoke-direct {v0}, Lkotlin/jvm/internal/Ref$IntRef;-><init>()V
    move-object v7, v0
    .line 109
    new-instance v0, Lcom/inkwell/ReminderTools$$ExternalSyntheticLambda0;
    invoke-direct {v0, v7, v11, v13, v12}, Lcom/inkwell/ReminderTools$$ExternalSyntheticLambda0;-><init>(Lkotlin/jvm/internal/Ref$IntRef;Lcom/inkwell/ReminderTools;Lorg/json/JSONObject;Lcom/inkwell/Call;)V
    invoke-static {v0}, Lcom/inkwell/HelpersKt;->problemIn(Lkotlin/jvm/functions/Function0;)Ljava/lang/String;
    move-result-object v8
    .line 110
    move-object v0, v8
    if-eqz v8, :L73
    move-object v9, v0
    .line 128
    const/4 v10, 0x0
    .line 110
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v12}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    const-string v2, "INVALID_ARGS"
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "backup rejected: "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/inkwell/Envelope;->error$default(Lcom/inkwell/Envelope;Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    .line 110
    nop
    .line 110
    if-nez v0, :L93
:L73
    .line 111
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v12}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    iget v2, v7, Lkotlin/jvm/internal/Ref$IntRef;->element:I
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"restored\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/inkwell/Envelope;->ok(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
:L93
    .line 110
    return-object v0
.end method

.method public final importList(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14
    const-string v1, "call"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 115
    new-instance v0, Lkotlin/jvm/internal/Ref$IntRef;
    invoke-direct {v0}, Lkotlin/jvm/internal/Ref$IntRef;-><init>()V
    move-object v7, v0
    .line 116
    new-instance v0, Lcom/inkwell/ReminderTools$$ExternalSyntheticLambda1;
    invoke-direct {v0, v7, v11, v13, v12}, Lcom/inkwell/ReminderTools$$ExternalSyntheticLambda1;-><init>(Lkotlin/jvm/internal/Ref$IntRef;Lcom/inkwell/ReminderTools;Lorg/json/JSONObject;Lcom/inkwell/Call;)V
    invoke-static {v0}, Lcom/inkwell/HelpersKt;->problemIn(Lkotlin/jvm/functions/Function0;)Ljava/lang/String;
    move-result-object v8
    .line 117
    move-object v0, v8
    if-eqz v8, :L83
    move-object v9, v0
    const/4 v10, 0x0
    .line 118
    const-string v0, "InkwellReminders"
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "import rejected: "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    .line 119
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v12}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    const-string v2, "INVALID_ARGS"
    const-string v3, "the list could not be imported"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/inkwell/Envelope;->error$default(Lcom/inkwell/Envelope;Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    .line 117
    nop
    .line 117
    if-nez v0, :L103
:L83
    .line 120
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v12}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    iget v2, v7, Lkotlin/jvm/internal/Ref$IntRef;->element:I
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"imported\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/inkwell/Envelope;->ok(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
:L103
    .line 117
    return-object v0
.end method

