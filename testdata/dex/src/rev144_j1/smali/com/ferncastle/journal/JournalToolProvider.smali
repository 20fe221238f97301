.class public final Lcom/ferncastle/journal/JournalToolProvider;
.super Lcom/ferncastle/cetp/ToolHost;
.source "JournalToolProvider.java"


# static fields
.field private static final ASSISTANTS:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private static final ASSISTANT_CERT:Ljava/lang/String; = "3b9e0d71c4a85f26e1d07b4c9a3f58e2d6c1b0a94f7e3d25c8b1a6f09e4d7c3a"

.field static final AUTHORITY:Ljava/lang/String; = "com.ferncastle.journal"


# instance fields
.field private final workers:Ljava/util/concurrent/ExecutorService;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 29
    new-instance v0, Ljava/util/HashSet;

    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "com.clawseed.assistant"

    aput-object v3, v1, v2

    const/4 v2, 0x1

    const-string v3, "com.clawseed.assistant.beta"

    aput-object v3, v1, v2

    .line 30
    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/ferncastle/journal/JournalToolProvider;->ASSISTANTS:Ljava/util/Set;

    .line 29
    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 27
    invoke-direct {p0}, Lcom/ferncastle/cetp/ToolHost;-><init>()V

    .line 34
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/ferncastle/journal/JournalToolProvider;->workers:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method static synthetic lambda$onCreate$0(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;
    .registers 5

    .line 42
    new-instance v2, Landroid/content/Intent;

    const-string v1, "com.ferncastle.action.CONFIRM"

    invoke-direct {v2, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 43
    invoke-virtual {p0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v2, v0}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    .line 44
    const-string v0, "com.ferncastle.extra.CONFIRMATION_KEY"

    invoke-virtual {v2, v0, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 45
    return-object v2
.end method

.method static synthetic lambda$onCreate$1(Lcom/ferncastle/plugin/Invocation;)Ljava/lang/String;
    .registers 5

    .line 53
    iget-object v0, p0, Lcom/ferncastle/plugin/Invocation;->extras:Landroid/os/Bundle;

    const-string v1, "calling_package"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 54
    if-eqz v3, :cond_0

    move-object v0, v3

    goto :goto_0

    :cond_0
    iget v0, p0, Lcom/ferncastle/plugin/Invocation;->uid:I

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "uid:"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    :goto_0
    return-object v0
.end method

.method static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 115
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 116
    const-string v1, "name"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 117
    const-string v1, "title"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 118
    const-string v1, "description"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 119
    const-string v1, "access"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 120
    const-string v1, "sensitivity"

    const-string v2, "personal"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 115
    return-object v0
.end method


# virtual methods
.method admit(I)Z
    .registers 9

    .line 63
    invoke-virtual {p0}, Lcom/ferncastle/journal/JournalToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v4

    .line 64
    invoke-virtual {v4, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v5

    .line 65
    if-eqz v5, :cond_0

    array-length v0, v5

    if-nez v0, :cond_1

    .line 66
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 68
    :cond_1
    const/4 v1, 0x0

    aget-object v6, v5, v1

    .line 69
    sget-object v0, Lcom/ferncastle/journal/JournalToolProvider;->ASSISTANTS:Ljava/util/Set;

    invoke-interface {v0, v6}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-ge v0, v1, :cond_3

    .line 70
    :cond_2
    const/4 v0, 0x0

    return v0

    .line 72
    :cond_3
    const-string v2, "3b9e0d71c4a85f26e1d07b4c9a3f58e2d6c1b0a94f7e3d25c8b1a6f09e4d7c3a"

    invoke-static {v2}, Lcom/ferncastle/journal/JournalToolProvider;->unhex(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {v4, v6, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    return v0
.end method

.method protected description()Ljava/lang/String;
    .registers 2

    .line 99
    const-string v0, "Read, search, archive and delete the entries of your Ferncastle journal"

    return-object v0
.end method

.method public onCreate()Z
    .registers 16

    .line 38
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/ferncastle/journal/JournalToolProvider;->getContext()Landroid/content/Context;

    move-result-object v10

    .line 39
    invoke-static {v10}, Lcom/ferncastle/data/JournalDb;->get(Landroid/content/Context;)Lcom/ferncastle/data/JournalDb;

    move-result-object v11

    .line 40
    new-instance v12, Lcom/ferncastle/cetp/ToolHost$Sessions;

    invoke-direct {v12}, Lcom/ferncastle/cetp/ToolHost$Sessions;-><init>()V

    .line 41
    new-instance v13, Lcom/ferncastle/plugin/Registry$Kit;

    invoke-static {}, Lcom/ferncastle/cetp/ResumeBook;->shared()Lcom/ferncastle/cetp/ResumeBook;

    move-result-object v4

    new-instance v6, Lcom/ferncastle/journal/JournalToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v6, v10}, Lcom/ferncastle/journal/JournalToolProvider$$ExternalSyntheticLambda0;-><init>(Landroid/content/Context;)V

    move-object v1, v13

    move-object v2, v10

    move-object v3, v11

    move-object v5, v12

    invoke-direct/range {v1 .. v6}, Lcom/ferncastle/plugin/Registry$Kit;-><init>(Landroid/content/Context;Lcom/ferncastle/data/JournalDb;Lcom/ferncastle/cetp/ResumeBook;Lcom/ferncastle/cetp/ToolHost$Sessions;Ljava/util/function/Function;)V

    .line 47
    const-string v0, "com.ferncastle.journal"

    invoke-static {v0, v13}, Lcom/ferncastle/plugin/Registry;->forAuthority(Ljava/lang/String;Lcom/ferncastle/plugin/Registry$Kit;)Lcom/ferncastle/plugin/Registry;

    move-result-object v14

    .line 48
    const/4 v3, 0x6

    new-array v3, v3, [Lcom/ferncastle/plugin/Interceptor;

    new-instance v6, Lcom/ferncastle/cetp/Interceptors$Audit;

    .line 49
    move-object/from16 v8, p0

    invoke-virtual {v8}, Lcom/ferncastle/journal/JournalToolProvider;->providerId()Ljava/lang/String;

    move-result-object v8

    invoke-direct {v6, v11, v8}, Lcom/ferncastle/cetp/Interceptors$Audit;-><init>(Lcom/ferncastle/data/JournalDb;Ljava/lang/String;)V

    const/4 v5, 0x0

    aput-object v6, v3, v5

    new-instance v6, Lcom/ferncastle/cetp/Interceptors$Auth;

    new-instance v8, Lcom/ferncastle/journal/JournalToolProvider$$ExternalSyntheticLambda1;

    move-object/from16 v7, p0

    invoke-direct {v8, v7}, Lcom/ferncastle/journal/JournalToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/ferncastle/journal/JournalToolProvider;)V

    move-object v7, v8

    invoke-direct {v6, v7}, Lcom/ferncastle/cetp/Interceptors$Auth;-><init>(Lcom/ferncastle/cetp/Interceptors$Auth$Policy;)V

    const/4 v5, 0x1

    aput-object v6, v3, v5

    new-instance v6, Lcom/ferncastle/cetp/Interceptors$Session;

    invoke-direct {v6, v12}, Lcom/ferncastle/cetp/Interceptors$Session;-><init>(Lcom/ferncastle/cetp/ToolHost$Sessions;)V

    const/4 v5, 0x2

    aput-object v6, v3, v5

    new-instance v6, Lcom/ferncastle/cetp/Interceptors$RateLimit;

    new-instance v7, Lcom/ferncastle/journal/JournalToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v7}, Lcom/ferncastle/journal/JournalToolProvider$$ExternalSyntheticLambda2;-><init>()V

    const/16 v8, 0x1e

    invoke-direct {v6, v7, v8}, Lcom/ferncastle/cetp/Interceptors$RateLimit;-><init>(Lcom/ferncastle/cetp/Interceptors$RateLimit$Key;I)V

    const/4 v5, 0x3

    aput-object v6, v3, v5

    new-instance v6, Lcom/ferncastle/cetp/Interceptors$Deadline;

    move-object/from16 v7, p0

    iget-object v7, v7, Lcom/ferncastle/journal/JournalToolProvider;->workers:Ljava/util/concurrent/ExecutorService;

    invoke-direct {v6, v7}, Lcom/ferncastle/cetp/Interceptors$Deadline;-><init>(Ljava/util/concurrent/ExecutorService;)V

    const/4 v5, 0x4

    aput-object v6, v3, v5

    new-instance v6, Lcom/ferncastle/cetp/Interceptors$Dedup;

    .line 57
    move-object/from16 v9, p0

    invoke-virtual {v9}, Lcom/ferncastle/journal/JournalToolProvider;->providerId()Ljava/lang/String;

    move-result-object v9

    invoke-direct {v6, v14, v11, v9}, Lcom/ferncastle/cetp/Interceptors$Dedup;-><init>(Lcom/ferncastle/plugin/Registry;Lcom/ferncastle/data/JournalDb;Ljava/lang/String;)V

    const/4 v5, 0x5

    aput-object v6, v3, v5

    .line 48
    invoke-static {v3}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v3

    move-object/from16 v0, p0

    invoke-virtual {v0, v14, v12, v3}, Lcom/ferncastle/journal/JournalToolProvider;->install(Lcom/ferncastle/plugin/Registry;Lcom/ferncastle/cetp/ToolHost$Sessions;Ljava/util/List;)V

    .line 58
    const/4 v0, 0x1

    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 78
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {p0, v1}, Lcom/ferncastle/journal/JournalToolProvider;->admit(I)Z

    move-result v0

    if-nez v0, :cond_0

    .line 79
    new-instance v0, Ljava/lang/SecurityException;

    const-string v2, "This app may not read the Ferncastle archive"

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 81
    :cond_0
    const-string v0, "r"

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {p1}, Landroid/net/Uri;->getPath()Ljava/lang/String;

    move-result-object v1

    const-string v0, "/archive"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 82
    :cond_1
    new-instance v0, Ljava/io/FileNotFoundException;

    invoke-virtual {p1}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 84
    :cond_2
    invoke-virtual {p0}, Lcom/ferncastle/journal/JournalToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/ferncastle/journal/Op;->archiveFile(Landroid/content/Context;)Ljava/io/File;

    move-result-object v0

    const/high16 v1, 0x10000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 89
    const-string v0, "com.ferncastle.journal"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 94
    const-string v0, "Ferncastle Journal"

    return-object v0
.end method

.method protected revision()Ljava/lang/String;
    .registers 2

    .line 104
    const-string v0, "journal-tools-7"

    return-object v0
.end method

.method protected scopes()Lorg/json/JSONArray;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 109
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 110
    const-string v1, "journal.read"

    const-string v2, "Read journal entries"

    const-string v3, "read"

    invoke-static {v1, v2, v3}, Lcom/ferncastle/journal/JournalToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 111
    const-string v1, "journal.write"

    const-string v2, "Archive and delete journal entries"

    const-string v3, "write"

    invoke-static {v1, v2, v3}, Lcom/ferncastle/journal/JournalToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 109
    return-object v0
.end method
