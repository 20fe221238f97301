.class public Lcom/spokeshop/parts/PartsProvider;
.super Landroid/content/ContentProvider;
.source "PartsProvider.java"


# static fields
.field static final IO:Ljava/util/concurrent/ExecutorService;

.field static final RESUME:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field static final SHOPS:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"spoke-parts-4\",\"tools\":[{\"name\":\"part_lookup\"},{\"name\":\"part_search\"},{\"name\":\"order_part\"},{\"name\":\"export_invoice\"},{\"name\":\"export_stock\"}]}"


# instance fields
.field private final handlers:Ljava/util/EnumMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/EnumMap<",
            "Lcom/spokeshop/tools/Tool;",
            "Lcom/spokeshop/tools/Handler;",
            ">;"
        }
    .end annotation
.end field

.field private final sessions:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 42
    new-instance v0, Ljava/util/HashSet;

    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const-string v2, "com.clawseed.agent"

    const/4 v3, 0x0

    aput-object v2, v1, v3

    const-string v2, "com.spokeshop.counter"

    const/4 v3, 0x1

    aput-object v2, v1, v3

    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/spokeshop/parts/PartsProvider;->SHOPS:Ljava/util/Set;

    .line 43
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lcom/spokeshop/parts/PartsProvider;->RESUME:Ljava/util/Map;

    .line 44
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    sput-object v0, Lcom/spokeshop/parts/PartsProvider;->IO:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method public constructor <init>()V
    .registers 3

    .line 38
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 46
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/spokeshop/parts/PartsProvider;->sessions:Ljava/util/Map;

    .line 47
    new-instance v0, Ljava/util/EnumMap;

    const-class v1, Lcom/spokeshop/tools/Tool;

    invoke-direct {v0, v1}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    iput-object v0, p0, Lcom/spokeshop/parts/PartsProvider;->handlers:Ljava/util/EnumMap;

    return-void
.end method

.method static synthetic lambda$onCreate$0(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 55
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "invoice-"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string p2, ".txt"

    invoke-virtual {v2, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p2

    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p2

    invoke-direct {v0, v1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 56
    const/high16 p2, 0x28000000

    invoke-static {v0, p2}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object p2

    .line 58
    :try_start_write
    new-instance p3, Ljava/io/FileOutputStream;

    invoke-virtual {p2}, Landroid/os/ParcelFileDescriptor;->getFileDescriptor()Ljava/io/FileDescriptor;

    move-result-object v1

    invoke-direct {p3, v1}, Ljava/io/FileOutputStream;-><init>(Ljava/io/FileDescriptor;)V

    const-string v1, "order_id"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/String;->getBytes()[B

    move-result-object p1

    invoke-virtual {p3, p1}, Ljava/io/FileOutputStream;->write([B)V
    :try_end_write
    .catch Ljava/lang/Throwable; {:try_start_write .. :try_end_write} :catch_write

    .line 59
    if-eqz p2, :cond_reopen

    invoke-virtual {p2}, Landroid/os/ParcelFileDescriptor;->close()V

    .line 60
    :cond_reopen
    const/high16 p0, 0x10000000

    invoke-static {v0, p0}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object p0

    invoke-static {p0}, Lcom/spokeshop/tools/Replies;->file(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;

    move-result-object p0

    return-object p0

    .line 56
    :catch_write
    move-exception p0

    if-eqz p2, :cond_rethrow

    :try_start_close
    invoke-virtual {p2}, Landroid/os/ParcelFileDescriptor;->close()V
    :try_end_close
    .catch Ljava/lang/Throwable; {:try_start_close .. :try_end_close} :catch_close

    goto :cond_rethrow

    :catch_close
    move-exception p1

    invoke-virtual {p0, p1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_rethrow
    throw p0
.end method

.method static synthetic lambda$orderPart$2(Landroid/content/Context;Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    .line 97
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    invoke-static {p0, p1, v0}, Lcom/spokeshop/parts/PartsProvider;->placeOrder(Landroid/content/Context;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object p0

    return-object p0
.end method

.method static synthetic lambda$partSearch$1(Landroid/content/Context;Ljava/lang/String;I)Ljava/lang/String;
    .registers 3

    .line 77
    invoke-static {p0, p1, p2}, Lcom/spokeshop/parts/PartsProvider;->searchParts(Landroid/content/Context;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object p0

    return-object p0
.end method

.method static placeOrder(Landroid/content/Context;Ljava/lang/String;I)Ljava/lang/String;
    .registers 5

    .line 106
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    .line 107
    const-string v1, "sku"

    invoke-virtual {v0, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 108
    const-string p1, "ordered_by"

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p2

    invoke-virtual {v0, p1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 109
    const-string p1, "parts.db"

    const/4 p2, 0x0

    const/4 v1, 0x0

    invoke-virtual {p0, p1, p2, v1}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p0

    const-string p1, "orders"

    invoke-virtual {p0, p1, v1, v0}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide p0

    .line 110
    new-instance p2, Ljava/lang/StringBuilder;

    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v0, "{\"order_id\":"

    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p2

    invoke-virtual {p2, p0, p1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object p0

    const-string p1, "}"

    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p0

    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p0

    return-object p0
.end method

.method static searchParts(Landroid/content/Context;Ljava/lang/String;I)Ljava/lang/String;
    .registers 7

    .line 83
    const-string v0, "parts.db"

    const/4 v1, 0x0

    const/4 v2, 0x0

    invoke-virtual {p0, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p0

    .line 84
    const-string v0, "SELECT sku FROM parts WHERE name LIKE ?"

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    const-string v3, "%"

    invoke-virtual {p1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    aput-object p1, v2, v1

    invoke-virtual {p0, v0, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object p0

    .line 85
    :try_start_search
    new-instance p1, Ljava/lang/StringBuilder;

    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v0, "{\"count\":"

    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-interface {p0}, Landroid/database/Cursor;->getCount()I

    move-result v0

    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object p1

    const-string v0, ",\"for_uid\":"

    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object p1

    const-string p2, "}"

    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1
    :try_end_search
    .catch Ljava/lang/Throwable; {:try_start_search .. :try_end_search} :catch_search

    .line 86
    if-eqz p0, :cond_return

    invoke-interface {p0}, Landroid/database/Cursor;->close()V

    .line 85
    :cond_return
    return-object p1

    .line 84
    :catch_search
    move-exception p1

    if-eqz p0, :cond_rethrow

    :try_start_close
    invoke-interface {p0}, Landroid/database/Cursor;->close()V
    :try_end_close
    .catch Ljava/lang/Throwable; {:try_start_close .. :try_end_close} :catch_close

    goto :cond_rethrow

    :catch_close
    move-exception p0

    invoke-virtual {p1, p0}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_rethrow
    throw p1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    .line 120
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 121
    invoke-virtual {p0}, Lcom/spokeshop/parts/PartsProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    invoke-virtual {v1, v0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 122
    if-eqz v1, :cond_deny

    array-length v2, v1

    const/4 v3, 0x1

    if-ne v2, v3, :cond_deny

    sget-object v2, Lcom/spokeshop/parts/PartsProvider;->SHOPS:Ljava/util/Set;

    const/4 v3, 0x0

    aget-object v1, v1, v3

    invoke-interface {v2, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v1

    if-nez v1, :cond_ok

    .line 123
    :cond_deny
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "not a SpokeShop workshop app"

    invoke-static {p1, p2}, Lcom/spokeshop/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 125
    :cond_ok
    if-eqz p3, :cond_new_bundle

    goto :goto_req

    :cond_new_bundle
    new-instance p3, Landroid/os/Bundle;

    invoke-direct {p3}, Landroid/os/Bundle;-><init>()V

    .line 126
    :goto_req
    const-string v1, "negotiate"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_session

    .line 127
    invoke-static {}, Lcom/spokeshop/tools/Tokens;->fresh()Ljava/lang/String;

    move-result-object p1

    .line 128
    iget-object p2, p0, Lcom/spokeshop/parts/PartsProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p3

    invoke-interface {p2, p1, p3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 129
    const-string p2, "{\"selected_version\":2}"

    invoke-static {p2}, Lcom/spokeshop/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p2

    .line 130
    const-string p3, "session_token"

    invoke-virtual {p2, p3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 131
    return-object p2

    .line 133
    :cond_session
    iget-object v1, p0, Lcom/spokeshop/parts/PartsProvider;->sessions:Ljava/util/Map;

    const-string v2, "session_token"

    const-string v3, ""

    invoke-virtual {p3, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-interface {v1, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/Integer;

    .line 134
    if-eqz v1, :cond_no_session

    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I

    move-result v1

    if-eq v1, v0, :cond_list

    .line 135
    :cond_no_session
    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate first"

    invoke-static {p1, p2}, Lcom/spokeshop/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 137
    :cond_list
    const-string v1, "list_tools"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_execute

    .line 138
    const-string p1, "{\"revision\":\"spoke-parts-4\",\"tools\":[{\"name\":\"part_lookup\"},{\"name\":\"part_search\"},{\"name\":\"order_part\"},{\"name\":\"export_invoice\"},{\"name\":\"export_stock\"}]}"

    invoke-static {p1}, Lcom/spokeshop/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 140
    :cond_execute
    const-string v1, "execute_tool"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :cond_deadline

    .line 141
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, Lcom/spokeshop/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 143
    :cond_deadline
    const-string p1, "deadline_at_ms"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    cmp-long p1, v1, v3

    if-gtz p1, :cond_tool

    .line 144
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/spokeshop/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 146
    :cond_tool
    const-string p1, "tool_name"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/spokeshop/tools/Tool;->fromName(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object p1

    iget-object p2, p0, Lcom/spokeshop/parts/PartsProvider;->handlers:Ljava/util/EnumMap;

    invoke-static {p2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda9;

    invoke-direct {v1, p2}, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda9;-><init>(Ljava/util/EnumMap;)V

    invoke-virtual {p1, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object p1

    const/4 p2, 0x0

    invoke-virtual {p1, p2}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Lcom/spokeshop/tools/Handler;

    .line 147
    if-nez p1, :cond_resume

    .line 148
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "unknown tool"

    invoke-static {p1, p2}, Lcom/spokeshop/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 150
    :cond_resume
    const-string p2, "resume_token"

    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 151
    if-nez p2, :cond_take

    const/4 p2, 0x0

    goto :goto_owner

    :cond_take
    sget-object v1, Lcom/spokeshop/parts/PartsProvider;->RESUME:Ljava/util/Map;

    invoke-interface {v1, p2}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p2

    check-cast p2, Ljava/lang/Integer;

    .line 152
    :goto_owner
    if-eqz p2, :cond_not_resumed

    invoke-virtual {p2}, Ljava/lang/Integer;->intValue()I

    move-result p2

    if-ne p2, v0, :cond_not_resumed

    const/4 p2, 0x1

    goto :goto_run

    :cond_not_resumed
    const/4 p2, 0x0

    .line 153
    :goto_run
    invoke-virtual {p0}, Lcom/spokeshop/parts/PartsProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-string v2, "args"

    const-string v3, "{}"

    invoke-virtual {p3, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-interface {p1, v1, v2, v0, p2}, Lcom/spokeshop/tools/Handler;->run(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 173
    const/4 p1, 0x0

    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 163
    const/4 p1, 0x0

    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 168
    const/4 p1, 0x0

    return-object p1
.end method

.method exportStock(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 114
    new-instance p2, Ljava/io/File;

    invoke-virtual {p1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object p1

    const-string p3, "stock.csv"

    invoke-direct {p2, p1, p3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 115
    const/high16 p1, 0x30000000

    invoke-static {p2, p1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object p1

    invoke-static {p1}, Lcom/spokeshop/tools/Replies;->file(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public onCreate()Z
    .registers 4

    .line 51
    iget-object v0, p0, Lcom/spokeshop/parts/PartsProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/spokeshop/tools/Tool;->PART_LOOKUP:Lcom/spokeshop/tools/Tool;

    new-instance v2, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda0;-><init>(Lcom/spokeshop/parts/PartsProvider;)V

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 52
    iget-object v0, p0, Lcom/spokeshop/parts/PartsProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/spokeshop/tools/Tool;->PART_SEARCH:Lcom/spokeshop/tools/Tool;

    new-instance v2, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda1;-><init>(Lcom/spokeshop/parts/PartsProvider;)V

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 53
    iget-object v0, p0, Lcom/spokeshop/parts/PartsProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/spokeshop/tools/Tool;->ORDER_PART:Lcom/spokeshop/tools/Tool;

    new-instance v2, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0}, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda2;-><init>(Lcom/spokeshop/parts/PartsProvider;)V

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 54
    iget-object v0, p0, Lcom/spokeshop/parts/PartsProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/spokeshop/tools/Tool;->EXPORT_INVOICE:Lcom/spokeshop/tools/Tool;

    sget-object v2, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda3;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 62
    iget-object v0, p0, Lcom/spokeshop/parts/PartsProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/spokeshop/tools/Tool;->EXPORT_STOCK:Lcom/spokeshop/tools/Tool;

    new-instance v2, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda4;

    invoke-direct {v2, p0}, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda4;-><init>(Lcom/spokeshop/parts/PartsProvider;)V

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 63
    const/4 v0, 0x1

    return v0
.end method

.method orderPart(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/InterruptedException;
        }
    .end annotation

    .line 90
    const-string v0, "sku"

    const/4 v1, 0x0

    invoke-virtual {p2, v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-static {p2, v0}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object p2

    check-cast p2, Ljava/lang/String;

    .line 91
    if-nez p4, :cond_resumed

    .line 92
    invoke-static {}, Lcom/spokeshop/tools/Tokens;->fresh()Ljava/lang/String;

    move-result-object p2

    .line 93
    sget-object p4, Lcom/spokeshop/parts/PartsProvider;->RESUME:Ljava/util/Map;

    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p3

    invoke-interface {p4, p2, p3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 94
    sget-object p3, Lcom/spokeshop/tools/Screen;->ORDER:Lcom/spokeshop/tools/Screen;

    const/high16 p4, 0x8000000

    invoke-virtual {p3, p1, p4}, Lcom/spokeshop/tools/Screen;->pendingIntent(Landroid/content/Context;I)Landroid/app/PendingIntent;

    move-result-object p1

    invoke-static {p1, p2}, Lcom/spokeshop/tools/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 97
    :cond_resumed
    :try_start_order
    new-instance p3, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda7;

    invoke-direct {p3, p1, p2}, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda7;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    sget-object p1, Lcom/spokeshop/parts/PartsProvider;->IO:Ljava/util/concurrent/ExecutorService;

    invoke-static {p3, p1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object p1

    .line 98
    sget-object p2, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda8;->INSTANCE:Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda8;

    invoke-virtual {p1, p2}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object p1

    .line 99
    const-wide/16 p2, 0x5

    sget-object p4, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-virtual {p1, p2, p3, p4}, Ljava/util/concurrent/CompletableFuture;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Landroid/os/Bundle;
    :try_end_order
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_order .. :try_end_order} :catch_order
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_order .. :try_end_order} :catch_order

    .line 97
    return-object p1

    .line 100
    :catch_order
    move-exception p1

    .line 101
    new-instance p2, Ljava/lang/StringBuilder;

    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V

    const-string p3, "order failed: "

    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p2

    invoke-virtual {p1}, Ljava/lang/Exception;->getMessage()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    const-string p2, "UNAVAILABLE"

    invoke-static {p2, p1}, Lcom/spokeshop/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method partLookup(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 67
    const-string v0, "sku"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 68
    const-string v0, "parts.db"

    const/4 v1, 0x0

    const/4 v2, 0x0

    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p1

    .line 69
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "SELECT name FROM parts WHERE sku = \'"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "\'"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1, v0, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object p1

    .line 70
    :try_start_lookup
    invoke-interface {p1}, Landroid/database/Cursor;->moveToFirst()Z

    move-result p2

    if-eqz p2, :cond_not_found

    new-instance p2, Ljava/lang/StringBuilder;

    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V

    const-string p3, "{\"name\":\""

    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p2

    const/4 p3, 0x0

    invoke-interface {p1, p3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object p3

    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p2

    const-string p3, "\"}"

    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p2

    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p2

    invoke-static {p2}, Lcom/spokeshop/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p2

    goto :goto_close

    .line 71
    :cond_not_found
    const-string p2, "NOT_FOUND"

    const-string p3, "no such part"

    invoke-static {p2, p3}, Lcom/spokeshop/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p2
    :try_end_lookup
    .catch Ljava/lang/Throwable; {:try_start_lookup .. :try_end_lookup} :catch_lookup

    .line 72
    :goto_close
    if-eqz p1, :cond_return

    invoke-interface {p1}, Landroid/database/Cursor;->close()V

    .line 70
    :cond_return
    return-object p2

    .line 69
    :catch_lookup
    move-exception p2

    if-eqz p1, :cond_rethrow

    :try_start_close
    invoke-interface {p1}, Landroid/database/Cursor;->close()V
    :try_end_close
    .catch Ljava/lang/Throwable; {:try_start_close .. :try_end_close} :catch_close

    goto :cond_rethrow

    :catch_close
    move-exception p1

    invoke-virtual {p2, p1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_rethrow
    throw p2
.end method

.method partSearch(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 76
    const-string v0, "name"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 77
    new-instance v0, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda5;

    invoke-direct {v0, p1, p2, p3}, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda5;-><init>(Landroid/content/Context;Ljava/lang/String;I)V

    sget-object p1, Lcom/spokeshop/parts/PartsProvider;->IO:Ljava/util/concurrent/ExecutorService;

    invoke-static {v0, p1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object p1

    .line 78
    sget-object p2, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda6;->INSTANCE:Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda6;

    invoke-virtual {p1, p2}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object p1

    .line 79
    const-wide/16 p2, 0x5

    sget-object p4, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-virtual {p1, p2, p3, p4}, Ljava/util/concurrent/CompletableFuture;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Landroid/os/Bundle;

    .line 77
    return-object p1
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 158
    const/4 p1, 0x0

    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 178
    const/4 p1, 0x0

    return p1
.end method
