.class public final Lcom/ferncastle/media/AttachmentToolProvider;
.super Lcom/ferncastle/cetp/ToolHost;
.source "AttachmentToolProvider.java"


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

.field static final AUTHORITY:Ljava/lang/String; = "com.ferncastle.media"


# instance fields
.field private final workers:Ljava/util/concurrent/ExecutorService;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 34
    new-instance v0, Ljava/util/HashSet;

    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "com.clawseed.assistant"

    aput-object v3, v1, v2

    const/4 v2, 0x1

    const-string v3, "com.clawseed.assistant.beta"

    aput-object v3, v1, v2

    .line 35
    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/ferncastle/media/AttachmentToolProvider;->ASSISTANTS:Ljava/util/Set;

    .line 34
    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 32
    invoke-direct {p0}, Lcom/ferncastle/cetp/ToolHost;-><init>()V

    .line 39
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/ferncastle/media/AttachmentToolProvider;->workers:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method static synthetic lambda$onCreate$0(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;
    .registers 5

    .line 47
    new-instance v2, Landroid/content/Intent;

    const-string v1, "com.ferncastle.action.CONFIRM"

    invoke-direct {v2, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 48
    const-class v1, Lcom/ferncastle/ui/ConfirmActivity;

    invoke-virtual {v2, p0, v1}, Landroid/content/Intent;->setClass(Landroid/content/Context;Ljava/lang/Class;)Landroid/content/Intent;

    .line 49
    const-string v0, "com.ferncastle.extra.CONFIRMATION_KEY"

    invoke-virtual {v2, v0, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 50
    return-object v2
.end method

.method static synthetic lambda$onCreate$1(Lcom/ferncastle/plugin/Invocation;)Ljava/lang/String;
    .registers 6

    .line 57
    iget-object v0, p0, Lcom/ferncastle/plugin/Invocation;->extras:Landroid/os/Bundle;

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 58
    iget v0, p0, Lcom/ferncastle/plugin/Invocation;->uid:I

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "uid:"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "/"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    return-object v0
.end method


# virtual methods
.method admit(I)Z
    .registers 10

    .line 67
    invoke-virtual {p0}, Lcom/ferncastle/media/AttachmentToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v3

    .line 68
    invoke-virtual {v3, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v4

    .line 69
    if-eqz v4, :cond_0

    array-length v0, v4

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    .line 70
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 72
    :cond_1
    const/4 v1, 0x0

    aget-object v5, v4, v1

    .line 73
    sget-object v0, Lcom/ferncastle/media/AttachmentToolProvider;->ASSISTANTS:Ljava/util/Set;

    invoke-interface {v0, v5}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 74
    const/4 v0, 0x0

    return v0

    .line 77
    :cond_2
    const/16 v2, 0x40

    :try_start_0
    invoke-virtual {v3, v5, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v6

    .line 78
    iget-object v0, v6, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    if-eqz v0, :cond_3

    iget-object v0, v6, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    array-length v0, v0

    if-nez v0, :cond_4

    .line 79
    :cond_3
    const/4 v0, 0x0

    return v0

    .line 81
    :cond_4
    iget-object v0, v6, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    const/4 v1, 0x0

    aget-object v0, v0, v1

    invoke-virtual {v0}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v0

    invoke-static {v0}, Lcom/ferncastle/plugin/Invocation;->sha256([B)[B

    move-result-object v7

    .line 82
    const-string v1, "3b9e0d71c4a85f26e1d07b4c9a3f58e2d6c1b0a94f7e3d25c8b1a6f09e4d7c3a"

    invoke-static {v1}, Lcom/ferncastle/media/AttachmentToolProvider;->unhex(Ljava/lang/String;)[B

    move-result-object v1

    invoke-static {v7, v1}, Ljava/security/MessageDigest;->isEqual([B[B)Z
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    return v0

    :catch_0
    move-exception v6

    .line 84
    const/4 v0, 0x0

    return v0
.end method

.method protected description()Ljava/lang/String;
    .registers 2

    .line 116
    const-string v0, "List, export, rename and delete the photos, audio notes and scans of your Ferncastle journal"

    return-object v0
.end method

.method public onCreate()Z
    .registers 16

    .line 43
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/ferncastle/media/AttachmentToolProvider;->getContext()Landroid/content/Context;

    move-result-object v10

    .line 44
    invoke-static {v10}, Lcom/ferncastle/data/JournalDb;->get(Landroid/content/Context;)Lcom/ferncastle/data/JournalDb;

    move-result-object v11

    .line 45
    new-instance v12, Lcom/ferncastle/cetp/ToolHost$Sessions;

    invoke-direct {v12}, Lcom/ferncastle/cetp/ToolHost$Sessions;-><init>()V

    .line 46
    new-instance v13, Lcom/ferncastle/plugin/Registry$Kit;

    invoke-static {}, Lcom/ferncastle/cetp/ResumeBook;->shared()Lcom/ferncastle/cetp/ResumeBook;

    move-result-object v4

    new-instance v6, Lcom/ferncastle/media/AttachmentToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v6, v10}, Lcom/ferncastle/media/AttachmentToolProvider$$ExternalSyntheticLambda0;-><init>(Landroid/content/Context;)V

    move-object v1, v13

    move-object v2, v10

    move-object v3, v11

    move-object v5, v12

    invoke-direct/range {v1 .. v6}, Lcom/ferncastle/plugin/Registry$Kit;-><init>(Landroid/content/Context;Lcom/ferncastle/data/JournalDb;Lcom/ferncastle/cetp/ResumeBook;Lcom/ferncastle/cetp/ToolHost$Sessions;Ljava/util/function/Function;)V

    .line 52
    const-string v0, "com.ferncastle.media"

    invoke-static {v0, v13}, Lcom/ferncastle/plugin/Registry;->forAuthority(Ljava/lang/String;Lcom/ferncastle/plugin/Registry$Kit;)Lcom/ferncastle/plugin/Registry;

    move-result-object v14

    .line 53
    const/4 v3, 0x5

    new-array v3, v3, [Lcom/ferncastle/plugin/Interceptor;

    new-instance v6, Lcom/ferncastle/cetp/Interceptors$Audit;

    .line 54
    move-object/from16 v8, p0

    invoke-virtual {v8}, Lcom/ferncastle/media/AttachmentToolProvider;->providerId()Ljava/lang/String;

    move-result-object v8

    invoke-direct {v6, v11, v8}, Lcom/ferncastle/cetp/Interceptors$Audit;-><init>(Lcom/ferncastle/data/JournalDb;Ljava/lang/String;)V

    const/4 v5, 0x0

    aput-object v6, v3, v5

    new-instance v6, Lcom/ferncastle/cetp/Interceptors$Auth;

    new-instance v8, Lcom/ferncastle/media/AttachmentToolProvider$$ExternalSyntheticLambda1;

    move-object/from16 v7, p0

    invoke-direct {v8, v7}, Lcom/ferncastle/media/AttachmentToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/ferncastle/media/AttachmentToolProvider;)V

    move-object v7, v8

    invoke-direct {v6, v7}, Lcom/ferncastle/cetp/Interceptors$Auth;-><init>(Lcom/ferncastle/cetp/Interceptors$Auth$Policy;)V

    const/4 v5, 0x1

    aput-object v6, v3, v5

    new-instance v6, Lcom/ferncastle/cetp/Interceptors$RateLimit;

    new-instance v7, Lcom/ferncastle/media/AttachmentToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v7}, Lcom/ferncastle/media/AttachmentToolProvider$$ExternalSyntheticLambda2;-><init>()V

    const/16 v8, 0x14

    invoke-direct {v6, v7, v8}, Lcom/ferncastle/cetp/Interceptors$RateLimit;-><init>(Lcom/ferncastle/cetp/Interceptors$RateLimit$Key;I)V

    const/4 v5, 0x2

    aput-object v6, v3, v5

    new-instance v6, Lcom/ferncastle/cetp/Interceptors$Deadline;

    move-object/from16 v7, p0

    iget-object v7, v7, Lcom/ferncastle/media/AttachmentToolProvider;->workers:Ljava/util/concurrent/ExecutorService;

    invoke-direct {v6, v7}, Lcom/ferncastle/cetp/Interceptors$Deadline;-><init>(Ljava/util/concurrent/ExecutorService;)V

    const/4 v5, 0x3

    aput-object v6, v3, v5

    new-instance v6, Lcom/ferncastle/cetp/Interceptors$Dedup;

    .line 61
    move-object/from16 v9, p0

    invoke-virtual {v9}, Lcom/ferncastle/media/AttachmentToolProvider;->providerId()Ljava/lang/String;

    move-result-object v9

    invoke-direct {v6, v14, v11, v9}, Lcom/ferncastle/cetp/Interceptors$Dedup;-><init>(Lcom/ferncastle/plugin/Registry;Lcom/ferncastle/data/JournalDb;Ljava/lang/String;)V

    const/4 v5, 0x4

    aput-object v6, v3, v5

    .line 53
    invoke-static {v3}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v3

    move-object/from16 v0, p0

    invoke-virtual {v0, v14, v12, v3}, Lcom/ferncastle/media/AttachmentToolProvider;->install(Lcom/ferncastle/plugin/Registry;Lcom/ferncastle/cetp/ToolHost$Sessions;Ljava/util/List;)V

    .line 62
    const/4 v0, 0x1

    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 93
    :try_start_0
    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J
    :try_end_0
    .catch Ljava/lang/NumberFormatException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-wide v3

    .line 96
    goto :goto_0

    :catch_0
    move-exception v5

    .line 95
    new-instance v0, Ljava/io/FileNotFoundException;

    invoke-virtual {p1}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 97
    :goto_0
    invoke-virtual {p0}, Lcom/ferncastle/media/AttachmentToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {p0}, Lcom/ferncastle/media/AttachmentToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/ferncastle/data/JournalDb;->get(Landroid/content/Context;)Lcom/ferncastle/data/JournalDb;

    move-result-object v1

    invoke-static {v0, v1, v3, v4}, Lcom/ferncastle/media/AttachmentTools;->blobFor(Landroid/content/Context;Lcom/ferncastle/data/JournalDb;J)Ljava/io/File;

    move-result-object v5

    .line 98
    if-eqz v5, :cond_0

    const-string v0, "r"

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 99
    :cond_0
    new-instance v0, Ljava/io/FileNotFoundException;

    invoke-virtual {p1}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 101
    :cond_1
    const/high16 v1, 0x10000000

    invoke-static {v5, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 106
    const-string v0, "com.ferncastle.media"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 111
    const-string v0, "Ferncastle Attachments"

    return-object v0
.end method

.method protected revision()Ljava/lang/String;
    .registers 2

    .line 121
    const-string v0, "attachment-tools-4"

    return-object v0
.end method

.method protected scopes()Lorg/json/JSONArray;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 126
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 127
    const-string v2, "name"

    const-string v3, "attachments.read"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "See and export attachments"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 128
    const-string v2, "access"

    const-string v3, "read"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "sensitivity"

    const-string v3, "personal"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 127
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 129
    const-string v2, "name"

    const-string v3, "attachments.write"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "Rename and delete attachments"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 130
    const-string v2, "access"

    const-string v3, "write"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "sensitivity"

    const-string v3, "personal"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 129
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 126
    return-object v0
.end method
