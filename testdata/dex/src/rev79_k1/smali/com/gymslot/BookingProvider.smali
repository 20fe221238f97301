.class public final Lcom/gymslot/BookingProvider;
.super Landroid/content/ContentProvider;
.source "BookingProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nBookingProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 BookingProvider.kt\ncom/gymslot/BookingProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,116:1\n1#2:117\n*E\n"
.end annotation

.field public static final Companion:Lcom/gymslot/BookingProvider$Companion;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private static final MEMBERS:Ljava/util/Set;
.field public static final TOOLS:Ljava/lang/String; = "[\"book_session\",\"cancel_booking\",\"drop_waitlist\",\"my_bookings\",\"bookings_on\"]"

.method public constructor <init>()V
    .registers 1
    .line 19
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 6
    .line 23
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Lcom/gymslot/BookingProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "bookings.db"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v5, Lcom/gymslot/BookingProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 24
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    const-string v1, "method"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 29
    invoke-virtual {v10}, Lcom/gymslot/BookingProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v5, v0
    .line 30
    invoke-virtual {v5}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v4}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L47
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :L49
    :L47
    const/4 v0, 0x0
    :L49
    move-object v6, v0
    .line 31
    if-eqz v6, :L69
    sget-object v0, Lcom/gymslot/BookingProvider;->MEMBERS:Ljava/util/Set;
    invoke-interface {v0, v6}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L77
    :L69
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a GymSlot app"
    invoke-static {v0, v1}, Lcom/gymslot/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L77
    .line 32
    move-object v0, v13
    if-nez v13, :L90
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L90
    move-object v7, v0
    .line 33
    const-string v1, "negotiate"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L136
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    sget-object v1, Lcom/gymslot/Sessions;->INSTANCE:Lcom/gymslot/Sessions;
    invoke-virtual {v1, v4}, Lcom/gymslot/Sessions;->open(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\"}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/gymslot/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L136
    .line 34
    sget-object v0, Lcom/gymslot/Sessions;->INSTANCE:Lcom/gymslot/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v7, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v4}, Lcom/gymslot/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L162
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/gymslot/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L162
    .line 35
    const-string v1, "list_tools"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L177
    const-string v0, "[\"book_session\",\"cancel_booking\",\"drop_waitlist\",\"my_bookings\",\"bookings_on\"]"
    invoke-static {v0}, Lcom/gymslot/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L177
    .line 36
    const-string v1, "execute_tool"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L194
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/gymslot/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L194
    .line 37
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v7, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L212
    const-string v2, "{}"
    :L212
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v8, v0
    .line 38
    invoke-static {v7}, Lcom/gymslot/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    if-eqz v9, :L409
    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_234
    goto :L409
    :L284
    const-string v1, "bookings_on"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L400
    goto :L409
    :L297
    const-string v1, "cancel_booking"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L361
    goto :L409
    :L310
    const-string v1, "drop_waitlist"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L376
    goto :L409
    :L323
    const-string v1, "my_bookings"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L391
    goto :L409
    :L336
    const-string v1, "book_session"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L409
    .line 39
    invoke-direct {v10, v5, v4, v7, v8}, Lcom/gymslot/BookingProvider;->bookSession(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L416
    :L361
    .line 40
    invoke-direct {v10, v5, v4, v7, v8}, Lcom/gymslot/BookingProvider;->cancelBooking(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L416
    :L376
    .line 41
    invoke-direct {v10, v5, v4, v7, v8}, Lcom/gymslot/BookingProvider;->dropWaitlist(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L416
    :L391
    .line 42
    invoke-direct {v10, v8}, Lcom/gymslot/BookingProvider;->myBookings(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L416
    :L400
    .line 43
    invoke-direct {v10, v8}, Lcom/gymslot/BookingProvider;->bookingsOn(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L416
    :L409
    .line 44
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/gymslot/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L416
    .line 38
    return-object v0
    :sw_234
    .sparse-switch
        0x1432ed04 -> :L284
        0x1973c394 -> :L297
        0x1ba4dee3 -> :L310
        0x5901c86d -> :L323
        0x687d6b40 -> :L336
    .end sparse-switch
.end method

.method private final bookSession(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 19
    .line 49
    sget-object v0, Lcom/gymslot/ResumeBook;->INSTANCE:Lcom/gymslot/ResumeBook;
    const-string v2, "resume_token"
    move-object/from16 v1, v17
    invoke-virtual/range {v1 .. v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    move/from16 v2, v16
    invoke-virtual/range {v0 .. v2}, Lcom/gymslot/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L63
    .line 50
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/gymslot/BookConfirmActivity;
    move-object v1, v0
    move-object v2, v15
    invoke-direct/range {v1 .. v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v6, v0
    .line 51
    const/4 v1, 0x1
    const/high16 v3, 0x8000000
    move-object v0, v15
    move-object v2, v6
    invoke-static/range {v0 .. v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v7, v0
    .line 52
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/gymslot/ResumeBook;->INSTANCE:Lcom/gymslot/ResumeBook;
    sget-object v2, Lcom/gymslot/Tokens;->INSTANCE:Lcom/gymslot/Tokens;
    invoke-virtual {v2}, Lcom/gymslot/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    move/from16 v3, v16
    invoke-virtual/range {v1 .. v3}, Lcom/gymslot/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v7, v1}, Lcom/gymslot/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L63
    .line 54
    const/4 v0, 0x0
    new-instance v1, Lcom/gymslot/BookingProvider$bookSession$reply$1;
    const/4 v5, 0x0
    move-object v2, v1
    move-object/from16 v3, v18
    move/from16 v4, v16
    invoke-direct/range {v2 .. v5}, Lcom/gymslot/BookingProvider$bookSession$reply$1;-><init>(Lorg/json/JSONObject;ILkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/gymslot/BookReply;
    move-object v6, v0
    .line 55
    invoke-static/range {v17 .. v17}, Lcom/gymslot/ToolKt;->expired(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :L105
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "booking window passed"
    invoke-static {v0, v1}, Lcom/gymslot/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L105
    .line 56
    iget-object v0, v14, Lcom/gymslot/BookingProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L121
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L121
    const-string v1, "bookings"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v3
    move-object v8, v7
    .line 117
    move-object v12, v2
    move-object v11, v1
    move-object v10, v0
    const/4 v0, 0x0
    move v9, v0
    .line 56
    const-string v1, "id"
    invoke-virtual {v6}, Lcom/gymslot/BookReply;->getBookingId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v13, v0
    .line 56
    .line 56
    invoke-virtual {v10, v11, v12, v7}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 57
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"booking_id\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v6}, Lcom/gymslot/BookReply;->getBookingId()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\"}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/gymslot/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final cancelBooking(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 13
    .line 61
    invoke-static {v11}, Lcom/gymslot/ToolKt;->expired(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :L17
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late to cancel"
    invoke-static {v0, v1}, Lcom/gymslot/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L17
    .line 62
    const-string v1, "booking_id"
    invoke-virtual {v12, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 63
    const-string v1, "confirmed"
    invoke-virtual {v12, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L86
    .line 64
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/gymslot/BookConfirmActivity;
    invoke-direct {v0, v9, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v6, v0
    .line 65
    const/4 v1, 0x2
    const/high16 v3, 0x4000000
    invoke-static {v9, v1, v6, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v7, v0
    .line 66
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/gymslot/ResumeBook;->INSTANCE:Lcom/gymslot/ResumeBook;
    sget-object v2, Lcom/gymslot/Tokens;->INSTANCE:Lcom/gymslot/Tokens;
    invoke-virtual {v2}, Lcom/gymslot/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v10}, Lcom/gymslot/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v7, v1}, Lcom/gymslot/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :t_86
    :L86
    .line 68
    nop
    .line 69
    const/4 v0, 0x0
    new-instance v1, Lcom/gymslot/BookingProvider$cancelBooking$1;
    const/4 v4, 0x0
    invoke-direct {v1, v5, v4}, Lcom/gymslot/BookingProvider$cancelBooking$1;-><init>(Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    :t_107
    goto :L137
    :L110
    .line 70
    move-exception v0
    move-object v6, v0
    .line 71
    const-string v0, "GymSlot"
    const-string v1, "cancel failed"
    invoke-static {v0, v1, v6}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 72
    const-string v0, "UNAVAILABLE"
    const-string v1, "backend unreachable, try again"
    invoke-static {v0, v1}, Lcom/gymslot/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L137
    .line 74
    const-string v0, "{\"cancelled\":true}"
    invoke-static {v0}, Lcom/gymslot/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/io/IOException; {:t_86 .. :t_107} :L110
.end method

.method private final dropWaitlist(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 13
    .line 78
    invoke-static {v11}, Lcom/gymslot/ToolKt;->expired(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :L17
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late to drop"
    invoke-static {v0, v1}, Lcom/gymslot/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L17
    .line 79
    const-string v1, "booking_id"
    invoke-virtual {v12, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 80
    sget-object v0, Lcom/gymslot/ResumeBook;->INSTANCE:Lcom/gymslot/ResumeBook;
    const-string v2, "resume_token"
    invoke-virtual {v11, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v10}, Lcom/gymslot/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L91
    .line 81
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/gymslot/BookConfirmActivity;
    invoke-direct {v0, v9, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v6, v0
    .line 82
    const/4 v1, 0x3
    const/high16 v3, 0x4000000
    invoke-static {v9, v1, v6, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v7, v0
    .line 83
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/gymslot/ResumeBook;->INSTANCE:Lcom/gymslot/ResumeBook;
    sget-object v2, Lcom/gymslot/Tokens;->INSTANCE:Lcom/gymslot/Tokens;
    invoke-virtual {v2}, Lcom/gymslot/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v10}, Lcom/gymslot/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v7, v1}, Lcom/gymslot/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L91
    .line 85
    const/4 v0, 0x0
    new-instance v1, Lcom/gymslot/BookingProvider$dropWaitlist$1;
    const/4 v4, 0x0
    invoke-direct {v1, v5, v4}, Lcom/gymslot/BookingProvider$dropWaitlist$1;-><init>(Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 86
    const-string v0, "{\"dropped\":true}"
    invoke-static {v0}, Lcom/gymslot/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final myBookings(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 9
    .line 90
    const-string v1, "caller_package"
    invoke-virtual {v8, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 91
    iget-object v0, v7, Lcom/gymslot/BookingProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L24
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L24
    const-string v1, "SELECT id FROM bookings WHERE owner = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v6, v2
    const/4 v3, 0x0
    aput-object v4, v6, v3
    invoke-virtual {v0, v1, v6}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v5, v0
    .line 92
    invoke-interface {v5}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v6, v0
    .line 93
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    .line 94
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"bookings\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x7d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/gymslot/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final bookingsOn(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8
    .line 98
    const-string v1, "day"
    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v3, v0
    .line 99
    iget-object v0, v6, Lcom/gymslot/BookingProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L24
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L24
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "SELECT id FROM bookings WHERE day = \'"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const/16 v2, 0x27
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v4, v0
    .line 100
    invoke-interface {v4}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v5, v0
    .line 101
    invoke-interface {v4}, Landroid/database/Cursor;->close()V
    .line 102
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"bookings\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v5}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x7d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/gymslot/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 105
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 106
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 107
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 108
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 109
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$getMEMBERS$cp()Ljava/util/Set;
    .registers 1
    .line 19
    sget-object v0, Lcom/gymslot/BookingProvider;->MEMBERS:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/gymslot/BookingProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/gymslot/BookingProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/gymslot/BookingProvider;->Companion:Lcom/gymslot/BookingProvider$Companion;
    .line 112
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.gymslot"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.gymslot.wear"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/gymslot/BookingProvider;->MEMBERS:Ljava/util/Set;
    return-void
.end method

