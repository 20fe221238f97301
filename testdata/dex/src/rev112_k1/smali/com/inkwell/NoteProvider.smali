.class public final Lcom/inkwell/NoteProvider;
.super Landroid/content/ContentProvider;
.source "NoteProvider.kt"

# static fields
.field public static final Companion:Lcom/inkwell/NoteProvider$Companion;
.field public static final TAG:Ljava/lang/String; = "InkwellNotes"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 11
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private final execute(Lcom/inkwell/Call;)Landroid/os/Bundle;
    .registers 4
    .line 32
    invoke-virtual {v3}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    new-instance v1, Lcom/inkwell/NoteProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, v3}, Lcom/inkwell/NoteProvider$$ExternalSyntheticLambda0;-><init>(Lcom/inkwell/Call;)V
    invoke-static {v0, v1}, Lcom/inkwell/HelpersKt;->withDeadline(Landroid/os/Bundle;Lkotlin/jvm/functions/Function0;)Landroid/os/Bundle;
    move-result-object v0
    .line 35
    return-object v0
.end method

.method private static final call$refuse(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10
    .line 21
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    move-object v1, v7
    move-object v2, v8
    move-object v3, v9
    invoke-static/range {v0 .. v6}, Lcom/inkwell/Envelope;->error$default(Lcom/inkwell/Envelope;Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final execute$lambda$0(Lcom/inkwell/Call;)Landroid/os/Bundle;
    .registers 8
    .line 33
    sget-object v0, Lcom/inkwell/NoteToolbox;->INSTANCE:Lcom/inkwell/NoteToolbox;
    invoke-virtual {v7}, Lcom/inkwell/Call;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/inkwell/NoteToolbox;->get(Ljava/lang/String;)Lkotlin/jvm/functions/Function2;
    move-result-object v0
    if-eqz v0, :L31
    invoke-virtual {v7}, Lcom/inkwell/Call;->args()Lorg/json/JSONObject;
    move-result-object v2
    invoke-interface {v0, v7, v2}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    if-nez v0, :L50
:L31
    .line 34
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual {v7}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    const-string v2, "TOOL_NOT_FOUND"
    const-string v3, "unknown tool"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/inkwell/Envelope;->error$default(Lcom/inkwell/Envelope;Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
:L50
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Lcom/inkwell/NoteProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/inkwell/NoteProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/inkwell/NoteProvider;->Companion:Lcom/inkwell/NoteProvider$Companion;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 3
    .line 13
    sget-object v0, Lcom/inkwell/Stores;->INSTANCE:Lcom/inkwell/Stores;
    invoke-virtual {v2}, Lcom/inkwell/NoteProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v1}, Lcom/inkwell/Stores;->open(Landroid/content/Context;)V
    .line 14
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v6
    .line 19
    invoke-virtual {v12}, Lcom/inkwell/NoteProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
:L22
    move-object v8, v0
    .line 20
    move-object v0, v15
    if-nez v15, :L37
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
:L37
    move-object v5, v0
    .line 22
    sget-object v0, Lcom/inkwell/Access;->INSTANCE:Lcom/inkwell/Access;
    invoke-virtual {v0, v8, v6}, Lcom/inkwell/Access;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :L62
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "caller is not an Inkwell consumer"
    invoke-static {v5, v1, v2}, Lcom/inkwell/NoteProvider;->call$refuse(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L62
    .line 23
    const-string v1, "negotiate"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L80
    sget-object v0, Lcom/inkwell/Sessions;->INSTANCE:Lcom/inkwell/Sessions;
    invoke-virtual {v0, v6}, Lcom/inkwell/Sessions;->negotiate(I)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L80
    .line 24
    sget-object v0, Lcom/inkwell/Sessions;->INSTANCE:Lcom/inkwell/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v5, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v6}, Lcom/inkwell/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L108
    const-string v1, "NEGOTIATION_REQUIRED"
    const-string v2, "negotiate first"
    invoke-static {v5, v1, v2}, Lcom/inkwell/NoteProvider;->call$refuse(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L108
    .line 25
    move-object v9, v13
    .line 26
    const-string v1, "list_tools"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L138
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    sget-object v2, Lcom/inkwell/NoteToolbox;->INSTANCE:Lcom/inkwell/NoteToolbox;
    invoke-virtual {v2}, Lcom/inkwell/NoteToolbox;->getCatalog()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v5, v2}, Lcom/inkwell/Envelope;->ok(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L213
:L138
    .line 27
    const-string v1, "execute_tool"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L204
    new-instance v0, Lcom/inkwell/Call;
    invoke-direct {v0, v8, v6, v5}, Lcom/inkwell/Call;-><init>(Landroid/content/Context;ILandroid/os/Bundle;)V
    move-object v10, v0
    move-object v7, v10
    .line 48
    const/4 v11, 0x0
    .line 27
    const-string v0, "InkwellNotes"
    invoke-virtual {v7}, Lcom/inkwell/Call;->getToolName()Ljava/lang/String;
    move-result-object v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "execute "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, " for "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    .line 27
    .line 27
    move-object v7, v10
    .line 48
    const/4 v11, 0x0
    .line 27
    invoke-direct {v12, v7}, Lcom/inkwell/NoteProvider;->execute(Lcom/inkwell/Call;)Landroid/os/Bundle;
    move-result-object v0
    .line 27
    goto :L213
:L204
    .line 28
    const-string v1, "METHOD_NOT_FOUND"
    const-string v2, "unknown method"
    invoke-static {v5, v1, v2}, Lcom/inkwell/NoteProvider;->call$refuse(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
:L213
    .line 25
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    const/4 v0, 0x0
    return v0
.end method

