.class public final Lcom/harborfiles/RestoreFlow;
.super Ljava/lang/Object;
.source "RestoreFlow.kt"

# static fields
.field public static final Companion:Lcom/harborfiles/RestoreFlow$Companion;

.field public static final ACTION_RESTORE:Ljava/lang/String; = "com.harborfiles.action.APPROVE_RESTORE"

.field private static final rng:Ljava/util/Random;


# instance fields
.field private final store:Lcom/harborfiles/SyncStore;

.field private final confirmer:Lcom/harborfiles/Confirmer;

.field private final ledger:Lcom/harborfiles/ResumeLedger;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/harborfiles/RestoreFlow$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/harborfiles/RestoreFlow$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/harborfiles/RestoreFlow;->Companion:Lcom/harborfiles/RestoreFlow$Companion;
    .line 38
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    sput-object v0, Lcom/harborfiles/RestoreFlow;->rng:Ljava/util/Random;
    return-void
.end method

.method public constructor <init>(Lcom/harborfiles/SyncStore;Lcom/harborfiles/Confirmer;Lcom/harborfiles/ResumeLedger;)V
    .registers 5

    const-string v0, "store"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "confirmer"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "ledger"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/harborfiles/RestoreFlow;->store:Lcom/harborfiles/SyncStore;
    iput-object p2, p0, Lcom/harborfiles/RestoreFlow;->confirmer:Lcom/harborfiles/Confirmer;
    iput-object p3, p0, Lcom/harborfiles/RestoreFlow;->ledger:Lcom/harborfiles/ResumeLedger;
    return-void
.end method

.method public static final synthetic access$getRng$cp()Ljava/util/Random;
    .registers 1

    .line 14
    sget-object v0, Lcom/harborfiles/RestoreFlow;->rng:Ljava/util/Random;
    return-object v0
.end method


# virtual methods
.method public final handle(Landroid/content/Context;Lcom/harborfiles/SyncRequest;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 16

    const-string v1, "ctx"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "req"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    new-instance v0, Lorg/json/JSONObject;
    invoke-virtual {p2}, Lcom/harborfiles/SyncRequest;->getArgs()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string v1, "snapshot_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 18
    if-eqz p3, :L123
    .line 19
    iget-object v0, p0, Lcom/harborfiles/RestoreFlow;->ledger:Lcom/harborfiles/ResumeLedger;
    invoke-virtual {p2}, Lcom/harborfiles/SyncRequest;->getUid()I
    move-result v2
    invoke-virtual {p2}, Lcom/harborfiles/SyncRequest;->getTool()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {p2}, Lcom/harborfiles/SyncRequest;->getArgs()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, p3, v2, v3, v4}, Lcom/harborfiles/ResumeLedger;->take(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L76
    .line 20
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p2}, Lcom/harborfiles/SyncRequest;->getRequestId()Ljava/lang/String;
    move-result-object v1
    const-string v2, "INVALID_REQUEST"
    const-string v3, "The resume token does not match this request"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/harborfiles/Replies;->error$default(Lcom/harborfiles/Replies;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L76
    .line 22
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p2}, Lcom/harborfiles/SyncRequest;->getRequestId()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "restored"
    iget-object v4, p0, Lcom/harborfiles/RestoreFlow;->store:Lcom/harborfiles/SyncStore;
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {p2}, Lcom/harborfiles/SyncRequest;->getUid()I
    move-result v6
    invoke-virtual {v4, v7, v6}, Lcom/harborfiles/SyncStore;->restore(Ljava/lang/String;I)I
    move-result v4
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L123
    .line 24
    iget-object v0, p0, Lcom/harborfiles/RestoreFlow;->ledger:Lcom/harborfiles/ResumeLedger;
    sget-object v1, Lcom/harborfiles/RestoreFlow;->Companion:Lcom/harborfiles/RestoreFlow$Companion;
    invoke-virtual {v1}, Lcom/harborfiles/RestoreFlow$Companion;->nextToken()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Lcom/harborfiles/Approval;
    invoke-virtual {p2}, Lcom/harborfiles/SyncRequest;->getUid()I
    move-result v4
    invoke-virtual {p2}, Lcom/harborfiles/SyncRequest;->getTool()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {p2}, Lcom/harborfiles/SyncRequest;->getArgs()Ljava/lang/String;
    move-result-object v6
    invoke-direct {v2, v4, v5, v6}, Lcom/harborfiles/Approval;-><init>(ILjava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/ResumeLedger;->hold(Ljava/lang/String;Lcom/harborfiles/Approval;)Ljava/lang/String;
    move-result-object v8
    .line 25
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v9, v0
    move-object v10, v9
    .line 26
    const-string v1, "snapshot_id"
    invoke-virtual {v10, v1, v7}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 27
    const-string v1, "resume_token"
    invoke-virtual {v10, v1, v8}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    move-object v7, v9
    .line 29
    sget-object v0, Lcom/harborfiles/ResolutionSpec;->Companion:Lcom/harborfiles/ResolutionSpec$Companion;
    invoke-virtual {v0}, Lcom/harborfiles/ResolutionSpec$Companion;->getBASE()Lcom/harborfiles/ResolutionSpec;
    move-result-object v0
    const/4 v1, 0x7
    const/high16 v2, 0x44000000
    const-string v3, "com.harborfiles.action.APPROVE_RESTORE"
    invoke-virtual {v0, v1, v2, v3}, Lcom/harborfiles/ResolutionSpec;->copy(IILjava/lang/String;)Lcom/harborfiles/ResolutionSpec;
    move-result-object v9
    .line 30
    move-object v11, v9
    .line 31
    invoke-virtual {v11}, Lcom/harborfiles/ResolutionSpec;->getRequestCode()I
    move-result v1
    iget-object v2, p0, Lcom/harborfiles/RestoreFlow;->confirmer:Lcom/harborfiles/Confirmer;
    invoke-virtual {v11}, Lcom/harborfiles/ResolutionSpec;->getAction()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3, v7}, Lcom/harborfiles/Confirmer;->intent(Ljava/lang/String;Landroid/os/Bundle;)Landroid/content/Intent;
    move-result-object v2
    invoke-virtual {v11}, Lcom/harborfiles/ResolutionSpec;->getFlags()I
    move-result v3
    invoke-static {p1, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v10
    .line 33
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p2}, Lcom/harborfiles/SyncRequest;->getRequestId()Ljava/lang/String;
    move-result-object v1
    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v1, v10, v8}, Lcom/harborfiles/Replies;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
