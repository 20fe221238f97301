.class public Lcom/ridgeway/doorhub/camera/CameraToolProvider;
.super Lcom/ridgeway/doorhub/cetp/ToolContentProvider;
.source "CameraToolProvider.java"


# static fields
.field static final ARCHIVE_DAY:Lcom/ridgeway/doorhub/cetp/ToolSpec;

.field static final CAPABILITIES:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field static final CLIP_ID:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"clip_id\":{\"type\":\"string\",\"pattern\":\"^[0-9a-f]{32}$\"}},\"required\":[\"clip_id\"],\"additionalProperties\":false}"

.field private static final DAY:Ljava/util/regex/Pattern;

.field static final DELETE_CLIP:Lcom/ridgeway/doorhub/cetp/ToolSpec;

.field static final EXPORT_CLIP:Lcom/ridgeway/doorhub/cetp/ToolSpec;

.field static final LIST_EVENTS:Lcom/ridgeway/doorhub/cetp/ToolSpec;

.field static final PROVIDER_ID:Ljava/lang/String; = "com.ridgeway.doorhub.camera"

.field static final SHARE_CLIP_LINK:Lcom/ridgeway/doorhub/cetp/ToolSpec;

.field static final SNAPSHOT:Lcom/ridgeway/doorhub/cetp/ToolSpec;

.field private static final TAG:Ljava/lang/String; = "CameraTools"

.field static final TOOLS:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/ridgeway/doorhub/cetp/ToolSpec;",
            ">;"
        }
    .end annotation
.end field


# instance fields
.field approvalLedger:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/ApprovalLedger;",
            ">;"
        }
    .end annotation
.end field

.field archiveExecutor:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Ljava/util/concurrent/ExecutorService;",
            ">;"
        }
    .end annotation
.end field

.field callerVerifier:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/CallerVerifier;",
            ">;"
        }
    .end annotation
.end field

.field clips:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/camera/ClipExporter;",
            ">;"
        }
    .end annotation
.end field

.field deleteClipApproval:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Landroid/content/Intent;",
            ">;"
        }
    .end annotation
.end field

.field operations:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/camera/OperationStore;",
            ">;"
        }
    .end annotation
.end field

.field requestLog:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/RequestLog;",
            ">;"
        }
    .end annotation
.end field

.field sessionStore:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/SessionStore;",
            ">;"
        }
    .end annotation
.end field

.field shareClipApproval:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Landroid/content/Intent;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 9

    .line 42
    const-string v0, "\\d{4}-\\d{2}-\\d{2}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->DAY:Ljava/util/regex/Pattern;

    .line 47
    const/4 v6, 0x1

    new-array v6, v6, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "camera.read"

    aput-object v8, v6, v7

    const-string v0, "list_events"

    const-string v1, "List doorbell events"

    const-string v2, "Lists recent doorbell rings and motion events with their clip ids and thumbnail URIs."

    const-string v3, "read"

    const-string v4, "low"

    const-string v5, "never"

    invoke-static/range {v0 .. v6}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->of(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 49
    invoke-virtual {v0}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->idempotent()Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 50
    const-string v1, "{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":50}},\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->input(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 52
    const-string v1, "{\"type\":\"object\",\"properties\":{\"events\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"required\":[\"clip_id\",\"kind\",\"recorded_at_ms\"]}}},\"required\":[\"events\"]}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->LIST_EVENTS:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    .line 54
    const/4 v6, 0x1

    new-array v6, v6, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "camera.read"

    aput-object v8, v6, v7

    const-string v0, "snapshot"

    const-string v1, "Latest snapshot"

    const-string v2, "Returns the camera\'s latest still image as a JPEG file."

    const-string v3, "read"

    const-string v4, "low"

    const-string v5, "never"

    invoke-static/range {v0 .. v6}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->of(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 56
    invoke-virtual {v0}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->idempotent()Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 57
    const-string v1, "{\"type\":\"string\",\"contentMediaType\":\"image/jpeg\"}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->SNAPSHOT:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    .line 58
    const/4 v6, 0x1

    new-array v6, v6, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "camera.read"

    aput-object v8, v6, v7

    const-string v0, "export_clip"

    const-string v1, "Export a clip"

    const-string v2, "Returns one recorded clip as an MP4 file."

    const-string v3, "read"

    const-string v4, "low"

    const-string v5, "never"

    invoke-static/range {v0 .. v6}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->of(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 59
    invoke-virtual {v0}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->idempotent()Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 60
    const-string v1, "{\"type\":\"object\",\"properties\":{\"clip_id\":{\"type\":\"string\",\"pattern\":\"^[0-9a-f]{32}$\"}},\"required\":[\"clip_id\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->input(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 61
    const-string v1, "{\"type\":\"string\",\"contentMediaType\":\"video/mp4\"}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->EXPORT_CLIP:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    .line 62
    const/4 v6, 0x1

    new-array v6, v6, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "camera.manage"

    aput-object v8, v6, v7

    const-string v0, "archive_day"

    const-string v1, "Archive a day\'s clips"

    const-string v2, "Moves every clip of one day (YYYY-MM-DD) into the archive, in the background."

    const-string v3, "update"

    const-string v4, "moderate"

    const-string v5, "provider_policy"

    invoke-static/range {v0 .. v6}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->of(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 64
    invoke-virtual {v0}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->idempotent()Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->async()Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 65
    const-string v1, "{\"type\":\"object\",\"properties\":{\"day\":{\"type\":\"string\",\"pattern\":\"^[0-9]{4}-[0-9]{2}-[0-9]{2}$\"}},\"required\":[\"day\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->input(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 67
    const-string v1, "{\"type\":\"object\",\"properties\":{\"archived\":{\"type\":\"integer\",\"minimum\":0}},\"required\":[\"archived\"]}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->ARCHIVE_DAY:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    .line 69
    const/4 v6, 0x1

    new-array v6, v6, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "camera.manage"

    aput-object v8, v6, v7

    const-string v0, "delete_clip"

    const-string v1, "Delete a clip"

    const-string v2, "Deletes one recorded clip and its thumbnail."

    const-string v3, "delete"

    const-string v4, "high"

    const-string v5, "always"

    invoke-static/range {v0 .. v6}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->of(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 71
    invoke-virtual {v0}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->destructive()Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->idempotent()Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    const-string v1, "{\"type\":\"object\",\"properties\":{\"clip_id\":{\"type\":\"string\",\"pattern\":\"^[0-9a-f]{32}$\"}},\"required\":[\"clip_id\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->input(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 72
    const-string v1, "{\"type\":\"object\",\"properties\":{\"clip_id\":{\"type\":\"string\"},\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"clip_id\",\"deleted\"]}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->DELETE_CLIP:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    .line 74
    const/4 v6, 0x1

    new-array v6, v6, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "camera.manage"

    aput-object v8, v6, v7

    const-string v0, "share_clip_link"

    const-string v1, "Share a clip link"

    const-string v2, "Creates a link through which anyone holding it can watch one clip for a limited time."

    const-string v3, "create"

    const-string v4, "high"

    const-string v5, "always"

    invoke-static/range {v0 .. v6}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->of(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 76
    invoke-virtual {v0}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->openWorld()Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 77
    const-string v1, "{\"type\":\"object\",\"properties\":{\"clip_id\":{\"type\":\"string\"},\"hours\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":72}},\"required\":[\"clip_id\",\"hours\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->input(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    .line 80
    const-string v1, "{\"type\":\"object\",\"properties\":{\"url\":{\"type\":\"string\"},\"expires_at_ms\":{\"type\":\"integer\"}},\"required\":[\"url\",\"expires_at_ms\"]}"

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->SHARE_CLIP_LINK:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    .line 83
    const/4 v0, 0x6

    new-array v0, v0, [Lcom/ridgeway/doorhub/cetp/ToolSpec;

    sget-object v3, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->LIST_EVENTS:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    const/4 v2, 0x0

    aput-object v3, v0, v2

    sget-object v3, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->SNAPSHOT:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    const/4 v2, 0x1

    aput-object v3, v0, v2

    sget-object v3, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->EXPORT_CLIP:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    const/4 v2, 0x2

    aput-object v3, v0, v2

    sget-object v3, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->ARCHIVE_DAY:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    const/4 v2, 0x3

    aput-object v3, v0, v2

    sget-object v3, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->DELETE_CLIP:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    const/4 v2, 0x4

    aput-object v3, v0, v2

    sget-object v3, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->SHARE_CLIP_LINK:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    const/4 v2, 0x5

    aput-object v3, v0, v2

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Collections;->unmodifiableList(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->TOOLS:Ljava/util/List;

    .line 85
    new-instance v0, Ljava/util/LinkedHashSet;

    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "async_operations"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "cancellation"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "large_results"

    aput-object v5, v2, v4

    .line 86
    invoke-static {v2}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/util/LinkedHashSet;-><init>(Ljava/util/Collection;)V

    .line 85
    invoke-static {v0}, Ljava/util/Collections;->unmodifiableSet(Ljava/util/Set;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->CAPABILITIES:Ljava/util/Set;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 39
    invoke-direct {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;-><init>()V

    return-void
.end method

.method private archive(Ljava/lang/String;Ljava/lang/String;)V
    .registers 10

    .line 268
    iget-object v0, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->operations:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/camera/OperationStore;

    move-object v5, v0

    .line 270
    :try_start_0
    invoke-virtual {v5, p1}, Lcom/ridgeway/doorhub/camera/OperationStore;->markRunning(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 271
    return-void

    .line 273
    :cond_0
    iget-object v0, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->clips:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/camera/ClipExporter;

    new-instance v2, Lcom/ridgeway/doorhub/camera/CameraToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, v5, p1}, Lcom/ridgeway/doorhub/camera/CameraToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/ridgeway/doorhub/camera/OperationStore;Ljava/lang/String;)V

    invoke-virtual {v0, p2, v2}, Lcom/ridgeway/doorhub/camera/ClipExporter;->archiveDay(Ljava/lang/String;Ljava/util/function/BooleanSupplier;)I

    move-result v6

    .line 274
    if-gez v6, :cond_1

    .line 275
    const-string v2, "cancelled"

    const/4 v3, 0x0

    const/4 v4, 0x0

    invoke-virtual {v5, p1, v2, v3, v4}, Lcom/ridgeway/doorhub/camera/OperationStore;->finish(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 277
    :cond_1
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "archived"

    invoke-virtual {v3, v4, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "succeeded"

    const/4 v4, 0x0

    invoke-virtual {v5, p1, v2, v3, v4}, Lcom/ridgeway/doorhub/camera/OperationStore;->finish(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    .line 282
    :goto_0
    goto :goto_1

    :catch_0
    move-exception v6

    .line 280
    const-string v0, "CameraTools"

    const-string v1, "archive failed"

    invoke-static {v0, v1, v6}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 281
    const-string v2, "failed"

    const/4 v3, 0x0

    const-string v4, "INTERNAL_ERROR"

    invoke-virtual {v5, p1, v2, v3, v4}, Lcom/ridgeway/doorhub/camera/OperationStore;->finish(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 283
    :goto_1
    return-void
.end method

.method private exportClip(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;
    .registers 11

    .line 236
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->capabilities:Ljava/util/Set;

    const-string v1, "large_results"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 237
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v0, "RESULT_TOO_LARGE"

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 239
    :cond_0
    iget-object v0, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->clips:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/camera/ClipExporter;

    move-object v4, v0

    .line 240
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->args:Lorg/json/JSONObject;

    const-string v2, "clip_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v4, v1}, Lcom/ridgeway/doorhub/camera/ClipExporter;->clipFile(Ljava/lang/String;)Ljava/io/File;

    move-result-object v5

    .line 241
    if-nez v5, :cond_1

    .line 242
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v0, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 245
    :cond_1
    :try_start_0
    invoke-virtual {v4, v5}, Lcom/ridgeway/doorhub/camera/ClipExporter;->sha256Of(Ljava/io/File;)Ljava/lang/String;

    move-result-object v6

    .line 246
    invoke-virtual {v4, v5}, Lcom/ridgeway/doorhub/camera/ClipExporter;->openClip(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;

    move-result-object v7

    .line 247
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    invoke-virtual {v5}, Ljava/io/File;->length()J

    move-result-wide v2

    const-string v1, "video/mp4"

    invoke-static {v0, v1, v2, v3, v6}, Lcom/ridgeway/doorhub/cetp/Envelopes;->file(Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;)Landroid/os/Bundle;

    move-result-object v8

    .line 248
    const-string v1, "result_fd"

    invoke-virtual {v8, v1, v7}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    .line 249
    move-object v0, v8

    return-object v0

    :catch_0
    move-exception v6

    .line 251
    const-string v0, "CameraTools"

    const-string v1, "clip export failed"

    invoke-static {v0, v1, v6}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 252
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v0, "UNAVAILABLE"

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$archive$1(Lcom/ridgeway/doorhub/camera/OperationStore;Ljava/lang/String;)Z
    .registers 3

    .line 273
    invoke-virtual {p0, p1}, Lcom/ridgeway/doorhub/camera/OperationStore;->isCancelRequested(Ljava/lang/String;)Z

    move-result v0

    return v0
.end method

.method private snapshot(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;
    .registers 11

    .line 215
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->capabilities:Ljava/util/Set;

    const-string v1, "large_results"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 216
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v0, "RESULT_TOO_LARGE"

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 218
    :cond_0
    iget-object v0, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->clips:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/camera/ClipExporter;

    move-object v4, v0

    .line 219
    invoke-virtual {v4}, Lcom/ridgeway/doorhub/camera/ClipExporter;->latestSnapshot()Ljava/io/File;

    move-result-object v5

    .line 220
    if-nez v5, :cond_1

    .line 221
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v0, "UNAVAILABLE"

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 224
    :cond_1
    :try_start_0
    invoke-virtual {v4, v5}, Lcom/ridgeway/doorhub/camera/ClipExporter;->sha256Of(Ljava/io/File;)Ljava/lang/String;

    move-result-object v6

    .line 225
    invoke-virtual {v4, v5}, Lcom/ridgeway/doorhub/camera/ClipExporter;->openSnapshot(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;

    move-result-object v7

    .line 226
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    invoke-virtual {v5}, Ljava/io/File;->length()J

    move-result-wide v2

    const-string v1, "image/jpeg"

    invoke-static {v0, v1, v2, v3, v6}, Lcom/ridgeway/doorhub/cetp/Envelopes;->file(Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;)Landroid/os/Bundle;

    move-result-object v8

    .line 227
    const-string v1, "result_fd"

    invoke-virtual {v8, v1, v7}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    .line 228
    move-object v0, v8

    return-object v0

    :catch_0
    move-exception v6

    .line 230
    const-string v0, "CameraTools"

    const-string v1, "snapshot unavailable"

    invoke-static {v0, v1, v6}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 231
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v0, "UNAVAILABLE"

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private startArchive(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;
    .registers 8

    .line 258
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->args:Lorg/json/JSONObject;

    const-string v1, "day"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 259
    sget-object v0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->DAY:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v4}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_0

    .line 260
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v0, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 262
    :cond_0
    iget-object v0, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->operations:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/camera/OperationStore;

    iget v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->uid:I

    iget-object v2, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    iget-object v3, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    iget-object v3, v3, Lcom/ridgeway/doorhub/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v3}, Lcom/ridgeway/doorhub/camera/OperationStore;->create(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 263
    iget-object v0, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->archiveExecutor:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/concurrent/ExecutorService;

    new-instance v1, Lcom/ridgeway/doorhub/camera/CameraToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, v5, v4}, Lcom/ridgeway/doorhub/camera/CameraToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/ridgeway/doorhub/camera/CameraToolProvider;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 264
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    invoke-static {v0, v5}, Lcom/ridgeway/doorhub/cetp/Envelopes;->accepted(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method protected approvals()Lcom/ridgeway/doorhub/cetp/ApprovalLedger;
    .registers 2

    .line 159
    iget-object v0, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->approvalLedger:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger;

    return-object v0
.end method

.method public synthetic lambda$startArchive$0$com-ridgeway-doorhub-camera-CameraToolProvider(Ljava/lang/String;Ljava/lang/String;)V
    .registers 3

    .line 263
    invoke-direct {p0, p1, p2}, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->archive(Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method protected offeredCapabilities()Ljava/util/Set;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 139
    sget-object v0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->CAPABILITIES:Ljava/util/Set;

    return-object v0
.end method

.method public onCreate()Z
    .registers 3

    .line 101
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-class v1, Lcom/ridgeway/doorhub/di/ToolProviderEntryPoint;

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/DoorhubApp;->entryPoint(Landroid/content/Context;Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/di/ToolProviderEntryPoint;

    invoke-interface {v0, p0}, Lcom/ridgeway/doorhub/di/ToolProviderEntryPoint;->inject(Lcom/ridgeway/doorhub/camera/CameraToolProvider;)V

    .line 102
    iget-object v0, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->operations:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/camera/OperationStore;

    invoke-virtual {v0}, Lcom/ridgeway/doorhub/camera/OperationStore;->recoverInterrupted()V

    .line 103
    const/4 v0, 0x1

    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 315
    const-string v0, "r"

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 316
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v1, "thumbnails are read-only"

    invoke-direct {v0, v1}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 318
    :cond_0
    iget-object v0, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->clips:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/camera/ClipExporter;

    invoke-virtual {v0, p1}, Lcom/ridgeway/doorhub/camera/ClipExporter;->openThumbnail(Landroid/net/Uri;)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method protected operation(Ljava/lang/String;Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 12

    .line 287
    const-string v0, "cancel_operation"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    .line 288
    iget-object v0, p2, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->capabilities:Ljava/util/Set;

    if-eqz v5, :cond_0

    const-string v1, "cancellation"

    goto :goto_0

    :cond_0
    const-string v1, "async_operations"

    :goto_0
    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 289
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;

    const-string v2, "UNSUPPORTED_CAPABILITY"

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;-><init>(Ljava/lang/String;)V

    throw v0

    .line 291
    :cond_1
    if-nez p3, :cond_2

    .line 292
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;-><init>(Ljava/lang/String;)V

    throw v0

    .line 294
    :cond_2
    iget-object v0, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->operations:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/camera/OperationStore;

    invoke-virtual {v0, p3}, Lcom/ridgeway/doorhub/camera/OperationStore;->find(Ljava/lang/String;)Lcom/ridgeway/doorhub/camera/OperationStore$Operation;

    move-result-object v6

    .line 295
    if-eqz v6, :cond_3

    iget-object v0, v6, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->requestId:Ljava/lang/String;

    iget-object v1, p2, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 296
    :cond_3
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;-><init>(Ljava/lang/String;)V

    throw v0

    .line 299
    :cond_4
    if-nez v5, :cond_5

    .line 300
    :try_start_0
    iget-object v1, p2, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    invoke-virtual {v6}, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v0, "success"

    invoke-static {v0, v1, v2}, Lcom/ridgeway/doorhub/cetp/Envelopes;->withData(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 302
    :cond_5
    invoke-virtual {v6}, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->terminal()Z

    move-result v0

    if-nez v0, :cond_6

    iget-object v0, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->operations:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/camera/OperationStore;

    invoke-virtual {v0, p3}, Lcom/ridgeway/doorhub/camera/OperationStore;->requestCancel(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_7

    .line 303
    :cond_6
    iget-object v1, p2, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v0, "CONFLICT"

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 305
    :cond_7
    iget-object v1, p2, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 306
    const-string v3, "operation_id"

    invoke-virtual {v2, v3, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "state"

    const-string v4, "cancellation_requested"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    .line 305
    const-string v0, "success"

    invoke-static {v0, v1, v2}, Lcom/ridgeway/doorhub/cetp/Envelopes;->withData(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v7

    .line 308
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;

    const-string v2, "INTERNAL_ERROR"

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method protected providerDescription()Ljava/lang/String;
    .registers 2

    .line 118
    const-string v0, "Doorbell camera events, snapshots and recorded clips from a Ridgeway hub."

    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 108
    const-string v0, "com.ridgeway.doorhub.camera"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 113
    const-string v0, "Doorhub Camera"

    return-object v0
.end method

.method protected requestLog()Lcom/ridgeway/doorhub/cetp/RequestLog;
    .registers 2

    .line 154
    iget-object v0, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->requestLog:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/cetp/RequestLog;

    return-object v0
.end method

.method protected resolutionFor(Lcom/ridgeway/doorhub/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 5

    .line 173
    sget-object v1, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->DELETE_CLIP:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-ne p1, v1, :cond_0

    .line 174
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    iget-object v1, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->deleteClipApproval:Ljavax/inject/Provider;

    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/content/Intent;

    invoke-static {v0, v1, p2}, Lcom/ridgeway/doorhub/di/ResolutionModule;->clipResolution(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0

    .line 176
    :cond_0
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    iget-object v1, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->shareClipApproval:Ljavax/inject/Provider;

    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/content/Intent;

    invoke-static {v0, v1, p2}, Lcom/ridgeway/doorhub/di/ResolutionModule;->compatResolution(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method protected runTool(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;
    .registers 8

    .line 182
    :try_start_0
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    sget-object v1, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->LIST_EVENTS:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-ne v0, v1, :cond_2

    .line 183
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->args:Lorg/json/JSONObject;

    const-string v1, "limit"

    const/16 v2, 0x14

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v4

    .line 184
    const/4 v1, 0x1

    if-lt v4, v1, :cond_0

    const/16 v1, 0x32

    if-le v4, v1, :cond_1

    .line 185
    :cond_0
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v0, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 187
    :cond_1
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget-object v3, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->clips:Ljavax/inject/Provider;

    .line 188
    invoke-interface {v3}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Lcom/ridgeway/doorhub/camera/ClipExporter;

    invoke-virtual {v3, v4}, Lcom/ridgeway/doorhub/camera/ClipExporter;->listEvents(I)Lorg/json/JSONArray;

    move-result-object v3

    const-string v2, "events"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 187
    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 189
    :cond_2
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    sget-object v1, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->SNAPSHOT:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-ne v0, v1, :cond_3

    .line 190
    invoke-direct {p0, p1}, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->snapshot(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 191
    :cond_3
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    sget-object v1, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->EXPORT_CLIP:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-ne v0, v1, :cond_4

    .line 192
    invoke-direct {p0, p1}, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->exportClip(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 193
    :cond_4
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    sget-object v1, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->ARCHIVE_DAY:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-ne v0, v1, :cond_5

    .line 194
    invoke-direct {p0, p1}, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->startArchive(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 195
    :cond_5
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    sget-object v1, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->DELETE_CLIP:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-ne v0, v1, :cond_7

    .line 196
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->args:Lorg/json/JSONObject;

    const-string v1, "clip_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 197
    iget-object v0, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->clips:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/camera/ClipExporter;

    invoke-virtual {v0, v4}, Lcom/ridgeway/doorhub/camera/ClipExporter;->deleteClip(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_6

    .line 198
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v0, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 200
    :cond_6
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 201
    const-string v2, "clip_id"

    invoke-virtual {v1, v2, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "deleted"

    const/4 v3, 0x1

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    .line 200
    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 203
    :cond_7
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->args:Lorg/json/JSONObject;

    const-string v1, "clip_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 204
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->args:Lorg/json/JSONObject;

    const-string v1, "hours"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v5

    .line 205
    iget-object v0, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->clips:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/camera/ClipExporter;

    invoke-virtual {v0, v4}, Lcom/ridgeway/doorhub/camera/ClipExporter;->clipFile(Ljava/lang/String;)Ljava/io/File;

    move-result-object v0

    if-eqz v0, :cond_8

    const/4 v1, 0x1

    if-lt v5, v1, :cond_8

    const/16 v1, 0x48

    if-le v5, v1, :cond_9

    .line 206
    :cond_8
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v0, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 208
    :cond_9
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    iget-object v1, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->clips:Ljavax/inject/Provider;

    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/ridgeway/doorhub/camera/ClipExporter;

    invoke-virtual {v1, v4, v5}, Lcom/ridgeway/doorhub/camera/ClipExporter;->shareLink(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 210
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v0, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected scopeCatalog()Lorg/json/JSONArray;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 123
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 124
    const-string v2, "name"

    const-string v3, "camera.read"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "See doorbell events"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 125
    const-string v2, "description"

    const-string v3, "Events, snapshots and clips"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "access"

    const-string v3, "read"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 126
    const-string v2, "sensitivity"

    const-string v3, "personal"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 124
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 127
    const-string v2, "name"

    const-string v3, "camera.manage"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "Manage recorded clips"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 128
    const-string v2, "description"

    const-string v3, "Archive, delete and share clips"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "access"

    const-string v3, "write"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 129
    const-string v2, "sensitivity"

    const-string v3, "personal"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 127
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 123
    return-object v0
.end method

.method protected sessions()Lcom/ridgeway/doorhub/cetp/SessionStore;
    .registers 2

    .line 144
    iget-object v0, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->sessionStore:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/cetp/SessionStore;

    return-object v0
.end method

.method protected summaryOf(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Ljava/lang/String;
    .registers 7

    .line 164
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->args:Lorg/json/JSONObject;

    const-string v1, "clip_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 165
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    sget-object v1, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->DELETE_CLIP:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    if-ne v0, v1, :cond_0

    .line 166
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "Delete clip "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " and its thumbnail for good"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    .line 168
    :cond_0
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->args:Lorg/json/JSONObject;

    const-string v2, "hours"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Let anyone with a link watch clip "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " for "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " hours"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    return-object v0
.end method

.method protected tools()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/ridgeway/doorhub/cetp/ToolSpec;",
            ">;"
        }
    .end annotation

    .line 134
    sget-object v0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->TOOLS:Ljava/util/List;

    return-object v0
.end method

.method protected verifier()Lcom/ridgeway/doorhub/cetp/CallerVerifier;
    .registers 2

    .line 149
    iget-object v0, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->callerVerifier:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/cetp/CallerVerifier;

    return-object v0
.end method
