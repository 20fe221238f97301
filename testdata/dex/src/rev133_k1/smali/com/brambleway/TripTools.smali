.class public final Lcom/brambleway/TripTools;
.super Lcom/brambleway/ToolSet;
.source "TripTools.kt"

# instance fields
.field private final deleteSheet:Lcom/brambleway/Sheet;
.field private final exports$delegate:Lkotlin/Lazy;
.field private final signInSheet:Lcom/brambleway/Sheet;


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/brambleway/TravelDb;Lcom/brambleway/ResumeDesk;Lcom/brambleway/Jobs;Lcom/brambleway/AuditLog;Lcom/brambleway/Account;)V
    .registers 15
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "db"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "desk"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "jobs"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "audit"
    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "account"
    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-direct/range {p0 .. p6}, Lcom/brambleway/ToolSet;-><init>(Landroid/content/Context;Lcom/brambleway/TravelDb;Lcom/brambleway/ResumeDesk;Lcom/brambleway/Jobs;Lcom/brambleway/AuditLog;Lcom/brambleway/Account;)V
    .line 14
    new-instance v0, Lcom/brambleway/TripTools$$ExternalSyntheticLambda0;
    invoke-direct {v0, p1}, Lcom/brambleway/TripTools$$ExternalSyntheticLambda0;-><init>(Landroid/content/Context;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/brambleway/TripTools;->exports$delegate:Lkotlin/Lazy;
    .line 15
    new-instance v0, Lcom/brambleway/Sheet;
    sget-object v6, Lcom/brambleway/Screen;->Companion:Lcom/brambleway/Screen$Companion;
    const/4 v7, 0x0
    .line 74
    new-instance v1, Lcom/brambleway/Screen$Confirm;
    const-class v4, Lcom/brambleway/DeleteTripActivity;
    invoke-direct {v1, v4}, Lcom/brambleway/Screen$Confirm;-><init>(Ljava/lang/Class;)V
    check-cast v1, Lcom/brambleway/Screen;
    .line 15
    const-string v2, "Delete this trip?"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/brambleway/Sheet;-><init>(Lcom/brambleway/Screen;Ljava/lang/String;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v0, p0, Lcom/brambleway/TripTools;->deleteSheet:Lcom/brambleway/Sheet;
    .line 16
    new-instance v0, Lcom/brambleway/Sheet;
    sget-object v1, Lcom/brambleway/Screen$SignIn;->INSTANCE:Lcom/brambleway/Screen$SignIn;
    check-cast v1, Lcom/brambleway/Screen;
    const-string v2, "Sign in to Brambleway to change your trips"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/brambleway/Sheet;-><init>(Lcom/brambleway/Screen;Ljava/lang/String;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v0, p0, Lcom/brambleway/TripTools;->signInSheet:Lcom/brambleway/Sheet;
    .line 12
    return-void
.end method

.method private final addStop(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
    .registers 14
    .line 44
    invoke-virtual {p1}, Lcom/brambleway/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "trip_id"
    invoke-static {v0, v1}, Lcom/brambleway/ExtensionsKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L28
    move-object v9, v0
    .line 75
    const/4 v10, 0x0
    .line 44
    invoke-static {v9}, Lcom/brambleway/TripId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    goto :L37
:L28
    const-string v1, "trip_id is required"
    invoke-virtual {p0, v1}, Lcom/brambleway/TripTools;->invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L37
    move-object v5, v0
    .line 45
    invoke-virtual {p1}, Lcom/brambleway/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "place"
    invoke-static {v0, v1}, Lcom/brambleway/ExtensionsKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L61
    const-string v1, "place is required"
    invoke-virtual {p0, v1}, Lcom/brambleway/TripTools;->invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L61
    move-object v6, v0
    .line 46
    invoke-virtual {p1}, Lcom/brambleway/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v9
    const-string v10, "day"
    const/4 v11, 0x0
    .line 76
    invoke-virtual {v9, v10}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/Integer;
    if-nez v1, :L92
    const/4 v0, 0x0
:L92
    check-cast v0, Ljava/lang/Integer;
    .line 46
    if-eqz v0, :L105
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    goto :L107
:L105
    const/4 v0, 0x1
:L107
    move v7, v0
    .line 47
    invoke-virtual {p0}, Lcom/brambleway/TripTools;->getAccount()Lcom/brambleway/Account;
    move-result-object v0
    invoke-virtual {v0}, Lcom/brambleway/Account;->getSignedIn()Z
    move-result v0
    if-nez v0, :L132
    iget-object v2, p0, Lcom/brambleway/TripTools;->signInSheet:Lcom/brambleway/Sheet;
    const-string v3, "AUTH_REQUIRED"
    invoke-virtual {p0, p1, v2, v3}, Lcom/brambleway/TripTools;->askUser(Lcom/brambleway/ToolCall;Lcom/brambleway/Sheet;Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L132
    .line 48
    invoke-virtual {p0}, Lcom/brambleway/TripTools;->getDb()Lcom/brambleway/TravelDb;
    move-result-object v0
    invoke-virtual {v0, v5, v6, v7}, Lcom/brambleway/TravelDb;->addStop-uPh6VAU(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L156
    const-string v1, "No trip with that id"
    invoke-virtual {p0, v1}, Lcom/brambleway/TripTools;->invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L156
    move-object v8, v0
    .line 50
    invoke-virtual {p0}, Lcom/brambleway/TripTools;->getJobs()Lcom/brambleway/Jobs;
    move-result-object v0
    new-instance v1, Lcom/brambleway/TripTools$$ExternalSyntheticLambda1;
    invoke-direct {v1, p0, p1, v8}, Lcom/brambleway/TripTools$$ExternalSyntheticLambda1;-><init>(Lcom/brambleway/TripTools;Lcom/brambleway/ToolCall;Ljava/lang/String;)V
    invoke-interface {v0, v1}, Lcom/brambleway/Jobs;->post(Lkotlin/jvm/functions/Function0;)V
    .line 51
    new-instance v0, Lcom/brambleway/Reply$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "stop_id"
    invoke-virtual {v2, v3, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/brambleway/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/brambleway/Reply;
    return-object v0
.end method

.method public static final addStop$lambda$1(Lcom/brambleway/TripTools;Lcom/brambleway/ToolCall;Ljava/lang/String;)Lkotlin/Unit;
    .registers 6
    .line 50
    invoke-virtual {p0}, Lcom/brambleway/TripTools;->getAudit()Lcom/brambleway/AuditLog;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {p1}, Lcom/brambleway/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2, p2}, Lcom/brambleway/AuditLog;->write(ILjava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method private final delete(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
    .registers 15
    .line 64
    invoke-virtual {p1}, Lcom/brambleway/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "trip_id"
    invoke-static {v0, v1}, Lcom/brambleway/ExtensionsKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L28
    move-object v11, v0
    .line 75
    const/4 v12, 0x0
    .line 64
    invoke-static {v11}, Lcom/brambleway/TripId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    goto :L37
:L28
    const-string v1, "trip_id is required"
    invoke-virtual {p0, v1}, Lcom/brambleway/TripTools;->invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L37
    move-object v8, v0
    .line 65
    invoke-virtual {p0}, Lcom/brambleway/TripTools;->getDb()Lcom/brambleway/TravelDb;
    move-result-object v0
    invoke-virtual {v0, v8}, Lcom/brambleway/TravelDb;->trip-U-3cAnU(Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v0
    if-nez v0, :L59
    const-string v1, "No trip with that id"
    invoke-virtual {p0, v1}, Lcom/brambleway/TripTools;->invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L59
    move-object v9, v0
    .line 67
    invoke-virtual {p1}, Lcom/brambleway/ToolCall;->getTicket()Lcom/brambleway/Ticket;
    move-result-object v0
    if-eqz v0, :L81
    invoke-virtual {v0}, Lcom/brambleway/Ticket;->getApproved()Ljava/lang/Boolean;
    move-result-object v0
    if-eqz v0, :L81
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    goto :L89
:L81
    invoke-virtual {p1}, Lcom/brambleway/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    invoke-static {v0}, Lcom/brambleway/ExtensionsKt;->getConfirmed(Lorg/json/JSONObject;)Z
    move-result v0
:L89
    move v10, v0
    .line 68
    if-nez v10, :L131
    move-object v0, p0
    check-cast v0, Lcom/brambleway/ToolSet;
    iget-object v2, p0, Lcom/brambleway/TripTools;->deleteSheet:Lcom/brambleway/Sheet;
    const-string v5, "title"
    invoke-virtual {v9, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "Delete \""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\" and all its stops?"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    const/4 v3, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x5
    const/4 v7, 0x0
    invoke-static/range {v2 .. v7}, Lcom/brambleway/Sheet;->copy$default(Lcom/brambleway/Sheet;Lcom/brambleway/Screen;Ljava/lang/String;IILjava/lang/Object;)Lcom/brambleway/Sheet;
    move-result-object v2
    move-object v1, p1
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/brambleway/ToolSet;->askUser$default(Lcom/brambleway/ToolSet;Lcom/brambleway/ToolCall;Lcom/brambleway/Sheet;Ljava/lang/String;ILjava/lang/Object;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L131
    .line 69
    invoke-virtual {p0}, Lcom/brambleway/TripTools;->getDb()Lcom/brambleway/TravelDb;
    move-result-object v0
    invoke-virtual {v0, v8}, Lcom/brambleway/TravelDb;->deleteTrip-U-3cAnU(Ljava/lang/String;)I
    .line 70
    new-instance v0, Lcom/brambleway/Reply$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "deleted"
    invoke-virtual {v2, v3, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/brambleway/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/brambleway/Reply;
    return-object v0
.end method

.method private final details(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
    .registers 14
    .line 35
    invoke-virtual {p1}, Lcom/brambleway/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "trip_id"
    invoke-static {v0, v1}, Lcom/brambleway/ExtensionsKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L28
    move-object v10, v0
    .line 75
    const/4 v11, 0x0
    .line 35
    invoke-static {v10}, Lcom/brambleway/TripId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    goto :L37
:L28
    const-string v1, "trip_id is required"
    invoke-virtual {p0, v1}, Lcom/brambleway/TripTools;->invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L37
    move-object v7, v0
:L38
    .line 37
    invoke-virtual {p0}, Lcom/brambleway/TripTools;->getDb()Lcom/brambleway/TravelDb;
    move-result-object v0
    invoke-virtual {v0, v7}, Lcom/brambleway/TravelDb;->trip-U-3cAnU(Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v0
    if-eqz v0, :L102
    move-object v10, v0
    .line 75
    const/4 v11, 0x0
    .line 37
    new-instance v0, Lcom/brambleway/Reply$Ok;
    new-instance v4, Lorg/json/JSONArray;
    invoke-virtual {p0}, Lcom/brambleway/TripTools;->getDb()Lcom/brambleway/TravelDb;
    move-result-object v6
    invoke-virtual {v6, v7}, Lcom/brambleway/TravelDb;->stops-U-3cAnU(Ljava/lang/String;)Ljava/util/List;
    move-result-object v6
    check-cast v6, Ljava/util/Collection;
    invoke-direct {v4, v6}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    const-string v3, "stops"
    invoke-virtual {v10, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/brambleway/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/brambleway/Reply;
    goto :L110
:L102
    const-string v1, "No trip with that id"
    invoke-virtual {p0, v1}, Lcom/brambleway/TripTools;->invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
:L110
    move-object v8, v0
:L111
    goto :L141
:L114
    .line 38
    move-exception v9
    .line 39
    sget-object v0, Lcom/brambleway/Reply;->Companion:Lcom/brambleway/Reply$Companion;
    move-object v3, v9
    check-cast v3, Ljava/lang/Throwable;
    invoke-static {v3}, Lcom/brambleway/ExtensionsKt;->getBrief(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v3
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "Trip "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, " could not be read: "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "UNAVAILABLE"
    const/4 v3, 0x1
    invoke-virtual {v0, v1, v2, v3}, Lcom/brambleway/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/brambleway/Reply;
    move-result-object v8
:L141
    .line 36
    return-object v8
    .catch Landroid/database/sqlite/SQLiteException; {:L38 .. :L111} :L114
.end method

.method private final export(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
    .registers 17
    .line 55
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/brambleway/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "trip_id"
    invoke-static {v0, v1}, Lcom/brambleway/ExtensionsKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L28
    move-object v9, v0
    .line 75
    const/4 v10, 0x0
    .line 55
    invoke-static {v9}, Lcom/brambleway/TripId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    goto :L37
:L28
    const-string v1, "trip_id is required"
    invoke-virtual {p0, v1}, Lcom/brambleway/TripTools;->invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L37
    move-object v5, v0
    .line 56
    invoke-virtual {p0}, Lcom/brambleway/TripTools;->getDb()Lcom/brambleway/TravelDb;
    move-result-object v0
    invoke-virtual {v0, v5}, Lcom/brambleway/TravelDb;->trip-U-3cAnU(Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v0
    if-nez v0, :L59
    const-string v1, "No trip with that id"
    invoke-virtual {p0, v1}, Lcom/brambleway/TripTools;->invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L59
    move-object v6, v0
    .line 57
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/brambleway/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "file_name"
    invoke-static {v0, v1}, Lcom/brambleway/ExtensionsKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L81
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, ".ics"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
:L81
    move-object v7, v0
    .line 58
    invoke-direct {p0}, Lcom/brambleway/TripTools;->getExports()Ljava/io/File;
    move-result-object v9
    move-object v10, v7
    const/4 v11, 0x0
    .line 77
    new-instance v12, Ljava/io/File;
    invoke-direct {v12, v9, v10}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v13, v12
    .line 78
    const/4 v14, 0x0
    .line 77
    invoke-virtual {v13}, Ljava/io/File;->getParentFile()Ljava/io/File;
    move-result-object v0
    if-eqz v0, :L132
    invoke-virtual {v0}, Ljava/io/File;->mkdirs()Z
    goto :L133
:L132
:L133
    .line 58
    move-object v8, v12
    .line 59
    new-instance v9, Ljava/io/FileOutputStream;
    invoke-direct {v9, v8}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    check-cast v9, Ljava/io/Closeable;
    const/4 v10, 0x0
:L155
    move-object v0, v9
    check-cast v0, Ljava/io/FileOutputStream;
    move-object v11, v0
    .line 75
    const/4 v12, 0x0
    .line 59
    invoke-virtual {p0}, Lcom/brambleway/TripTools;->getDb()Lcom/brambleway/TravelDb;
    move-result-object v2
    invoke-virtual {v2, v5}, Lcom/brambleway/TravelDb;->stops-U-3cAnU(Ljava/lang/String;)Ljava/util/List;
    move-result-object v2
    invoke-static {v6, v2}, Lcom/brambleway/ExtensionsKt;->toCalendar(Lorg/json/JSONObject;Ljava/util/List;)Ljava/lang/String;
    move-result-object v1
    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    move-object v3, v2
    move-object v2, v1
    move-object v1, v3
    move-object v3, v2
    move-object v2, v1
    move-object v1, v3
    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    const-string v3, "getBytes(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v11, v1}, Ljava/io/FileOutputStream;->write([B)V
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
:L203
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    goto :L234
:L213
    move-exception v12
    move-object v10, v12
    throw v12
:L222
    move-exception v12
:L224
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v12
:L234
    .line 60
    new-instance v0, Lcom/brambleway/Reply$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    invoke-virtual {v8}, Ljava/io/File;->getName()Ljava/lang/String;
    move-result-object v4
    const-string v3, "file"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/brambleway/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/brambleway/Reply;
    return-object v0
    .catch Ljava/lang/Throwable; {:L155 .. :L203} :L213
    .catchall {:L155 .. :L203} :L222
    .catchall {:L213 .. :L222} :L222
.end method

.method public static final exports_delegate$lambda$0(Landroid/content/Context;)Ljava/io/File;
    .registers 4
    .line 14
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "exports"
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    return-object v0
.end method

.method private final getExports()Ljava/io/File;
    .registers 3
    .line 14
    iget-object v1, p0, Lcom/brambleway/TripTools;->exports$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/io/File;
    return-object v0
.end method

.method private final list()Lcom/brambleway/Reply;
    .registers 8
    .line 32
    new-instance v0, Lcom/brambleway/Reply$Ok;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    new-instance v3, Lorg/json/JSONArray;
    invoke-virtual {p0}, Lcom/brambleway/TripTools;->getDb()Lcom/brambleway/TravelDb;
    move-result-object v4
    const/4 v6, 0x0
    new-array v6, v6, [Ljava/lang/String;
    const-string v5, "SELECT id, title, starts, ends FROM trips ORDER BY starts"
    invoke-virtual {v4, v5, v6}, Lcom/brambleway/TravelDb;->rows(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;
    move-result-object v4
    check-cast v4, Ljava/util/Collection;
    invoke-direct {v3, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    const-string v2, "trips"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/brambleway/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/brambleway/Reply;
    return-object v0
.end method


# virtual methods
.method protected dispatch(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
    .registers 9
    const-string v1, "call"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-virtual {p1}, Lcom/brambleway/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_15
    goto :L163
:L64
    const-string v1, "list_trips"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L124
    goto :L163
:L76
    const-string v1, "add_stop"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L139
    goto :L163
:L88
    const-string v1, "trip_details"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L131
    goto :L163
:L100
    const-string v1, "delete_trip"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L155
    goto :L163
:L112
    const-string v1, "export_itinerary"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L147
    goto :L163
:L124
    .line 23
    invoke-direct {p0}, Lcom/brambleway/TripTools;->list()Lcom/brambleway/Reply;
    move-result-object v0
    goto :L176
:L131
    .line 24
    invoke-direct {p0, p1}, Lcom/brambleway/TripTools;->details(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
    move-result-object v0
    goto :L176
:L139
    .line 25
    invoke-direct {p0, p1}, Lcom/brambleway/TripTools;->addStop(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
    move-result-object v0
    goto :L176
:L147
    .line 26
    invoke-direct {p0, p1}, Lcom/brambleway/TripTools;->export(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
    move-result-object v0
    goto :L176
:L155
    .line 27
    invoke-direct {p0, p1}, Lcom/brambleway/TripTools;->delete(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
    move-result-object v0
    goto :L176
:L163
    .line 28
    sget-object v0, Lcom/brambleway/Reply;->Companion:Lcom/brambleway/Reply$Companion;
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "No tool of that name here"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/brambleway/Reply$Companion;->fail$default(Lcom/brambleway/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/brambleway/Reply;
    move-result-object v0
:L176
    .line 29
    return-object v0

:sswitch_data_15
    .sparse-switch
        -0x49a97b20 -> :L76
        -0x42dd85c7 -> :L100
        -0x3c30e7d8 -> :L88
        0x2a3bb60d -> :L64
        0x3b3dce40 -> :L112
    .end sparse-switch
.end method

.method protected redeem-kNzCEzw(Ljava/lang/String;Lcom/brambleway/Caller;Ljava/lang/String;Ljava/lang/String;)Lcom/brambleway/Ticket;
    .registers 10
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "caller"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "digest"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-virtual {p0}, Lcom/brambleway/TripTools;->getDesk()Lcom/brambleway/ResumeDesk;
    move-result-object v0
    invoke-virtual {v0}, Lcom/brambleway/ResumeDesk;->getStore()Lcom/brambleway/TicketStore;
    move-result-object v0
    invoke-interface {v0, p1}, Lcom/brambleway/TicketStore;->take--GwyUs8(Ljava/lang/String;)Lcom/brambleway/Ticket;
    move-result-object v0
    if-eqz v0, :L75
    move-object v2, v0
    move-object v3, v2
    .line 75
    const/4 v4, 0x0
    .line 20
    invoke-virtual {p2}, Lcom/brambleway/Caller;->getUid()I
    move-result v1
    invoke-virtual {v3, v1, p3, p4}, Lcom/brambleway/Ticket;->fits(ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L71
    move-object v0, v2
    goto :L77
:L71
    const/4 v0, 0x0
    goto :L77
:L75
    const/4 v0, 0x0
:L77
    return-object v0
.end method
