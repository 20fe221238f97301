.class public final Lcom/trailmix/TrailProvider;
.super Landroid/content/ContentProvider;
.source "TrailProvider.kt"

.field public static final TOOLS:Ljava/lang/String; = "[\"find_trails\",\"trails_near\",\"pack_list\",\"plan_hike\"]"

.method public constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 18
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v6, v0
    .line 22
    invoke-virtual {v12}, Lcom/trailmix/TrailProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :Lctx
    const/4 v0, 0x0
    return-object v0
    :Lctx
    move-object v7, v0
    .line 23
    invoke-virtual {v7}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v6}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :Lnopkg
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :Lpkg
    :Lnopkg
    const/4 v0, 0x0
    :Lpkg
    move-object v8, v0
    .line 24
    const-string v1, "com.trailmix.agent"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :Ladmit
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not the TrailMix agent"
    invoke-static {v0, v1}, Lcom/trailmix/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :Ladmit
    .line 25
    move-object v0, v15
    if-nez v15, :Lreq
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :Lreq
    move-object v9, v0
    .line 26
    const-string v1, "negotiate"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :Lowns
    sget-object v0, Lcom/trailmix/Sessions;->INSTANCE:Lcom/trailmix/Sessions;
    invoke-virtual {v0, v6}, Lcom/trailmix/Sessions;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "\"}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/trailmix/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :Lowns
    .line 27
    sget-object v0, Lcom/trailmix/Sessions;->INSTANCE:Lcom/trailmix/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v9, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v6}, Lcom/trailmix/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :Llist
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/trailmix/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :Llist
    .line 28
    const-string v1, "list_tools"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :Lexec
    const-string v0, "[\"find_trails\",\"trails_near\",\"pack_list\",\"plan_hike\"]"
    invoke-static {v0}, Lcom/trailmix/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :Lexec
    .line 29
    const-string v1, "execute_tool"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :Largs
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/trailmix/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :Largs
    .line 30
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v9, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :Ljson
    const-string v2, "{}"
    :Ljson
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v10, v0
    .line 31
    invoke-static {v9}, Lcom/trailmix/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v11, v0
    if-eqz v11, :Lelse
    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw
    goto :Lelse
    :Lh0
    const-string v1, "find_trails"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :Lc0
    goto :Lelse
    :Lh1
    const-string v1, "trails_near"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :Lc1
    goto :Lelse
    :Lh2
    const-string v1, "pack_list"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :Lc2
    goto :Lelse
    :Lh3
    const-string v1, "plan_hike"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :Lc3
    goto :Lelse
    :Lc0
    .line 32
    invoke-direct {v12, v7, v6, v9, v10}, Lcom/trailmix/TrailProvider;->findTrails(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :Lret
    :Lc1
    .line 33
    invoke-direct {v12, v7, v6, v9, v10}, Lcom/trailmix/TrailProvider;->trailsNear(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :Lret
    :Lc2
    .line 34
    invoke-direct {v12, v7, v6, v9, v10}, Lcom/trailmix/TrailProvider;->packList(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :Lret
    :Lc3
    .line 35
    invoke-direct {v12, v7, v6, v9, v10}, Lcom/trailmix/TrailProvider;->planHike(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :Lret
    :Lelse
    .line 36
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/trailmix/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :Lret
    .line 31
    return-object v0
    :sw
    .sparse-switch
        0x246b65fa -> :Lh1
        0x3c722473 -> :Lh0
        0x6b4f6f04 -> :Lh2
        0x7d4c9d71 -> :Lh3
    .end sparse-switch
.end method

.method private final findTrails(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 41
    new-instance v0, Landroid/os/PersistableBundle;
    invoke-direct {v0}, Landroid/os/PersistableBundle;-><init>()V
    move-object v6, v0
    const-string v5, "q"
    invoke-virtual {p4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    const-string v5, "optString(...)"
    invoke-static {v4, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v5, "query"
    invoke-virtual {v6, v5, v4}, Landroid/os/PersistableBundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 42
    new-instance v0, Landroid/app/job/JobInfo$Builder;
    new-instance v1, Landroid/content/ComponentName;
    const-class v2, Lcom/trailmix/SearchJobService;
    invoke-direct {v1, p1, v2}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/16 v2, 0x29
    invoke-direct {v0, v2, v1}, Landroid/app/job/JobInfo$Builder;-><init>(ILandroid/content/ComponentName;)V
    .line 43
    invoke-virtual {v0, v6}, Landroid/app/job/JobInfo$Builder;->setExtras(Landroid/os/PersistableBundle;)Landroid/app/job/JobInfo$Builder;
    move-result-object v0
    .line 44
    invoke-virtual {v0}, Landroid/app/job/JobInfo$Builder;->build()Landroid/app/job/JobInfo;
    move-result-object v0
    move-object v5, v0
    .line 45
    const-class v1, Landroid/app/job/JobScheduler;
    invoke-virtual {p1, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/app/job/JobScheduler;
    invoke-virtual {v0, v5}, Landroid/app/job/JobScheduler;->schedule(Landroid/app/job/JobInfo;)I
    .line 46
    const-string v0, "{\"search\":\"scheduled\"}"
    invoke-static {v0}, Lcom/trailmix/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final trailsNear(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 50
    new-instance v0, Landroid/os/PersistableBundle;
    invoke-direct {v0}, Landroid/os/PersistableBundle;-><init>()V
    move-object v6, v0
    const-string v5, "region"
    invoke-virtual {p4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    const-string v5, "optString(...)"
    invoke-static {v4, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v5, "region"
    invoke-virtual {v6, v5, v4}, Landroid/os/PersistableBundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 51
    new-instance v0, Landroid/app/job/JobInfo$Builder;
    new-instance v1, Landroid/content/ComponentName;
    const-class v2, Lcom/trailmix/NearJobService;
    invoke-direct {v1, p1, v2}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/16 v2, 0x2a
    invoke-direct {v0, v2, v1}, Landroid/app/job/JobInfo$Builder;-><init>(ILandroid/content/ComponentName;)V
    .line 52
    invoke-virtual {v0, v6}, Landroid/app/job/JobInfo$Builder;->setExtras(Landroid/os/PersistableBundle;)Landroid/app/job/JobInfo$Builder;
    move-result-object v0
    .line 53
    invoke-virtual {v0}, Landroid/app/job/JobInfo$Builder;->build()Landroid/app/job/JobInfo;
    move-result-object v0
    move-object v5, v0
    .line 54
    const-class v1, Landroid/app/job/JobScheduler;
    invoke-virtual {p1, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/app/job/JobScheduler;
    invoke-virtual {v0, v5}, Landroid/app/job/JobScheduler;->schedule(Landroid/app/job/JobInfo;)I
    .line 55
    const-string v0, "{\"near\":\"scheduled\"}"
    invoke-static {v0}, Lcom/trailmix/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final packList(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 59
    const-class v1, Lcom/trailmix/PackListActivity;
    const/high16 v2, 0x4000000
    invoke-static {p1, v1, v2}, Lcom/trailmix/ResolutionsKt;->confirmIntent(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v6, v0
    .line 60
    sget-object v1, Lcom/trailmix/ResumeBook;->INSTANCE:Lcom/trailmix/ResumeBook;
    sget-object v2, Lcom/trailmix/Tokens;->INSTANCE:Lcom/trailmix/Tokens;
    invoke-virtual {v2}, Lcom/trailmix/Tokens;->quick()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, p2}, Lcom/trailmix/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v6, v1}, Lcom/trailmix/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final planHike(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 64
    const-class v1, Lcom/trailmix/PlanHikeActivity;
    const/high16 v2, 0x4000000
    invoke-static {p1, v1, v2}, Lcom/trailmix/ResolutionsKt;->confirmIntent(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v6, v0
    .line 65
    sget-object v1, Lcom/trailmix/ResumeBook;->INSTANCE:Lcom/trailmix/ResumeBook;
    sget-object v2, Lcom/trailmix/Tokens;->INSTANCE:Lcom/trailmix/Tokens;
    invoke-virtual {v2}, Lcom/trailmix/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, p2}, Lcom/trailmix/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v6, v1}, Lcom/trailmix/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method


.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v0, "u"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 68
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v0, "u"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 69
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v0, "u"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 70
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v0, "u"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 71
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v0, "u"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 72
    const/4 v0, 0x0
    return v0
.end method
