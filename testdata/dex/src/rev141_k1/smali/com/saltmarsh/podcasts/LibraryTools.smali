.class public final Lcom/saltmarsh/podcasts/LibraryTools;
.super Ljava/lang/Object;
.source "LibraryTools.kt"


# static fields
.field public static final Companion:Lcom/saltmarsh/podcasts/LibraryTools$Companion;

.field private static final DELETE_DOWNLOAD:Lcom/saltmarsh/podcasts/ToolSpec;

.field private static final DOWNLOAD_EPISODE:Lcom/saltmarsh/podcasts/ToolSpec;

.field private static final DOWNLOAD_JOBS:I = 0x2710

.field private static final EPISODE_ARG:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"episode_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"episode_id\"],\"additionalProperties\":false}"

.field private static final EXPORT_HISTORY:Lcom/saltmarsh/podcasts/ToolSpec;

.field private static final LIST_DOWNLOADS:Lcom/saltmarsh/podcasts/ToolSpec;

.field private static final LIST_NEW_EPISODES:Lcom/saltmarsh/podcasts/ToolSpec;

.field private static final NO_ARGS:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

.field private static final QUEUE_DOWNLOAD:Lcom/saltmarsh/podcasts/ToolSpec;


# instance fields
.field private final graph:Lcom/saltmarsh/podcasts/PodcastGraph;

.field private final host:Lcom/saltmarsh/podcasts/ToolHost;

.field private final tickets:Lcom/saltmarsh/podcasts/TicketBook;


# direct methods
.method static constructor <clinit>()V
    .registers 13

    new-instance v0, Lcom/saltmarsh/podcasts/LibraryTools$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/saltmarsh/podcasts/LibraryTools$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/LibraryTools;->Companion:Lcom/saltmarsh/podcasts/LibraryTools$Companion;

    .line 118
    new-instance v0, Lcom/saltmarsh/podcasts/ToolSpec;

    const-string v1, "list_downloads"

    const-string v2, "Downloaded episodes"

    const-string v3, "The episodes downloaded to this device and their state"

    const-string v4, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

    const-string v5, "{\"type\":\"object\",\"properties\":{\"downloads\":{\"type\":\"array\"}},\"required\":[\"downloads\"]}"

    const-string v6, "library.read"

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/16 v11, 0x3c0

    const/4 v12, 0x0

    invoke-direct/range {v0 .. v12}, Lcom/saltmarsh/podcasts/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/saltmarsh/podcasts/Effect;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/LibraryTools;->LIST_DOWNLOADS:Lcom/saltmarsh/podcasts/ToolSpec;

    .line 123
    new-instance v0, Lcom/saltmarsh/podcasts/ToolSpec;

    const-string v1, "list_new_episodes"

    const-string v2, "New episodes"

    const-string v3, "New episodes of the shows you follow, newest first"

    const-string v4, "{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"additionalProperties\":false}"

    const-string v5, "{\"type\":\"object\",\"properties\":{\"episodes\":{\"type\":\"array\"}},\"required\":[\"episodes\"]}"

    const-string v6, "library.read"

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/16 v11, 0x3c0

    const/4 v12, 0x0

    invoke-direct/range {v0 .. v12}, Lcom/saltmarsh/podcasts/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/saltmarsh/podcasts/Effect;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/LibraryTools;->LIST_NEW_EPISODES:Lcom/saltmarsh/podcasts/ToolSpec;

    .line 129
    new-instance v0, Lcom/saltmarsh/podcasts/ToolSpec;

    .line 132
    sget-object v7, Lcom/saltmarsh/podcasts/Effect;->CREATE:Lcom/saltmarsh/podcasts/Effect;

    .line 129
    const-string v1, "download_episode"

    const-string v2, "Download an episode"

    const-string v3, "Download an episode for offline listening"

    const-string v4, "{\"type\":\"object\",\"properties\":{\"episode_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"episode_id\"],\"additionalProperties\":false}"

    const-string v5, "{\"type\":\"object\",\"properties\":{\"downloaded\":{\"type\":\"boolean\"}},\"required\":[\"downloaded\"]}"

    const-string v6, "downloads.write"

    const-string v8, "moderate"

    const-string v9, "provider_policy"

    const-string v10, "sync_or_async"

    invoke-direct/range {v0 .. v10}, Lcom/saltmarsh/podcasts/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/saltmarsh/podcasts/Effect;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    sput-object v0, Lcom/saltmarsh/podcasts/LibraryTools;->DOWNLOAD_EPISODE:Lcom/saltmarsh/podcasts/ToolSpec;

    .line 134
    new-instance v0, Lcom/saltmarsh/podcasts/ToolSpec;

    .line 137
    sget-object v7, Lcom/saltmarsh/podcasts/Effect;->DELETE:Lcom/saltmarsh/podcasts/Effect;

    .line 134
    const-string v1, "delete_download"

    const-string v2, "Delete a download"

    const-string v3, "Delete a downloaded episode from this device"

    const-string v4, "{\"type\":\"object\",\"properties\":{\"episode_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"episode_id\"],\"additionalProperties\":false}"

    const-string v5, "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"deleted\"]}"

    const-string v6, "downloads.write"

    const-string v8, "moderate"

    const-string v9, "always"

    const/4 v10, 0x0

    const/16 v11, 0x200

    const/4 v12, 0x0

    invoke-direct/range {v0 .. v12}, Lcom/saltmarsh/podcasts/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/saltmarsh/podcasts/Effect;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/LibraryTools;->DELETE_DOWNLOAD:Lcom/saltmarsh/podcasts/ToolSpec;

    .line 139
    new-instance v0, Lcom/saltmarsh/podcasts/ToolSpec;

    .line 142
    sget-object v7, Lcom/saltmarsh/podcasts/Effect;->CREATE:Lcom/saltmarsh/podcasts/Effect;

    .line 139
    const-string v1, "queue_download"

    const-string v2, "Queue a download"

    const-string v3, "Add a downloaded episode to the end of the listening queue"

    const-string v4, "{\"type\":\"object\",\"properties\":{\"episode_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"episode_id\"],\"additionalProperties\":false}"

    const-string v5, "{\"type\":\"object\",\"properties\":{\"position\":{\"type\":\"integer\"}},\"required\":[\"position\"]}"

    const-string v6, "downloads.write"

    const-string v8, "moderate"

    const-string v9, "provider_policy"

    const/4 v10, 0x0

    const/16 v11, 0x200

    const/4 v12, 0x0

    invoke-direct/range {v0 .. v12}, Lcom/saltmarsh/podcasts/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/saltmarsh/podcasts/Effect;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/LibraryTools;->QUEUE_DOWNLOAD:Lcom/saltmarsh/podcasts/ToolSpec;

    .line 144
    new-instance v0, Lcom/saltmarsh/podcasts/ToolSpec;

    const-string v1, "export_listening_history"

    const-string v2, "Export listening history"

    const-string v3, "Every episode you finished, one JSON object a line"

    const-string v4, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

    const-string v5, "{\"type\":\"object\",\"properties\":{\"entries\":{\"type\":\"array\"}},\"required\":[\"entries\"]}"

    const-string v6, "library.read"

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/16 v11, 0x3c0

    const/4 v12, 0x0

    invoke-direct/range {v0 .. v12}, Lcom/saltmarsh/podcasts/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/saltmarsh/podcasts/Effect;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/LibraryTools;->EXPORT_HISTORY:Lcom/saltmarsh/podcasts/ToolSpec;

    return-void
.end method

.method public constructor <init>(Lcom/saltmarsh/podcasts/PodcastGraph;)V
    .registers 10

    const-string v0, "graph"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/podcasts/LibraryTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    .line 13
    new-instance v0, Lcom/saltmarsh/podcasts/TicketBook;

    invoke-direct {v0}, Lcom/saltmarsh/podcasts/TicketBook;-><init>()V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->tickets:Lcom/saltmarsh/podcasts/TicketBook;

    .line 15
    new-instance v0, Lcom/saltmarsh/podcasts/ToolHost;

    .line 18
    const/4 v2, 0x6

    new-array v7, v2, [Lcom/saltmarsh/podcasts/Tool;

    new-instance v4, Lcom/saltmarsh/podcasts/Tool;

    sget-object v5, Lcom/saltmarsh/podcasts/LibraryTools;->LIST_DOWNLOADS:Lcom/saltmarsh/podcasts/ToolSpec;

    new-instance v6, Lcom/saltmarsh/podcasts/LibraryTools$$ExternalSyntheticLambda0;

    invoke-direct {v6, p0}, Lcom/saltmarsh/podcasts/LibraryTools$$ExternalSyntheticLambda0;-><init>(Lcom/saltmarsh/podcasts/LibraryTools;)V

    invoke-direct {v4, v5, v6}, Lcom/saltmarsh/podcasts/Tool;-><init>(Lcom/saltmarsh/podcasts/ToolSpec;Lcom/saltmarsh/podcasts/ToolHandler;)V

    const/4 v3, 0x0

    aput-object v4, v7, v3

    .line 19
    new-instance v4, Lcom/saltmarsh/podcasts/Tool;

    sget-object v5, Lcom/saltmarsh/podcasts/LibraryTools;->LIST_NEW_EPISODES:Lcom/saltmarsh/podcasts/ToolSpec;

    new-instance v6, Lcom/saltmarsh/podcasts/LibraryTools$$ExternalSyntheticLambda1;

    invoke-direct {v6, p0}, Lcom/saltmarsh/podcasts/LibraryTools$$ExternalSyntheticLambda1;-><init>(Lcom/saltmarsh/podcasts/LibraryTools;)V

    invoke-direct {v4, v5, v6}, Lcom/saltmarsh/podcasts/Tool;-><init>(Lcom/saltmarsh/podcasts/ToolSpec;Lcom/saltmarsh/podcasts/ToolHandler;)V

    const/4 v3, 0x1

    aput-object v4, v7, v3

    .line 20
    new-instance v4, Lcom/saltmarsh/podcasts/Tool;

    sget-object v5, Lcom/saltmarsh/podcasts/LibraryTools;->DOWNLOAD_EPISODE:Lcom/saltmarsh/podcasts/ToolSpec;

    new-instance v6, Lcom/saltmarsh/podcasts/LibraryTools$$ExternalSyntheticLambda2;

    invoke-direct {v6, p0}, Lcom/saltmarsh/podcasts/LibraryTools$$ExternalSyntheticLambda2;-><init>(Lcom/saltmarsh/podcasts/LibraryTools;)V

    invoke-direct {v4, v5, v6}, Lcom/saltmarsh/podcasts/Tool;-><init>(Lcom/saltmarsh/podcasts/ToolSpec;Lcom/saltmarsh/podcasts/ToolHandler;)V

    const/4 v3, 0x2

    aput-object v4, v7, v3

    .line 21
    new-instance v4, Lcom/saltmarsh/podcasts/Tool;

    sget-object v5, Lcom/saltmarsh/podcasts/LibraryTools;->DELETE_DOWNLOAD:Lcom/saltmarsh/podcasts/ToolSpec;

    new-instance v6, Lcom/saltmarsh/podcasts/LibraryTools$$ExternalSyntheticLambda3;

    invoke-direct {v6, p0}, Lcom/saltmarsh/podcasts/LibraryTools$$ExternalSyntheticLambda3;-><init>(Lcom/saltmarsh/podcasts/LibraryTools;)V

    invoke-direct {v4, v5, v6}, Lcom/saltmarsh/podcasts/Tool;-><init>(Lcom/saltmarsh/podcasts/ToolSpec;Lcom/saltmarsh/podcasts/ToolHandler;)V

    const/4 v3, 0x3

    aput-object v4, v7, v3

    .line 22
    new-instance v4, Lcom/saltmarsh/podcasts/Tool;

    sget-object v5, Lcom/saltmarsh/podcasts/LibraryTools;->QUEUE_DOWNLOAD:Lcom/saltmarsh/podcasts/ToolSpec;

    new-instance v6, Lcom/saltmarsh/podcasts/LibraryTools$$ExternalSyntheticLambda4;

    invoke-direct {v6, p0}, Lcom/saltmarsh/podcasts/LibraryTools$$ExternalSyntheticLambda4;-><init>(Lcom/saltmarsh/podcasts/LibraryTools;)V

    invoke-direct {v4, v5, v6}, Lcom/saltmarsh/podcasts/Tool;-><init>(Lcom/saltmarsh/podcasts/ToolSpec;Lcom/saltmarsh/podcasts/ToolHandler;)V

    const/4 v3, 0x4

    aput-object v4, v7, v3

    .line 23
    new-instance v4, Lcom/saltmarsh/podcasts/Tool;

    sget-object v5, Lcom/saltmarsh/podcasts/LibraryTools;->EXPORT_HISTORY:Lcom/saltmarsh/podcasts/ToolSpec;

    new-instance v6, Lcom/saltmarsh/podcasts/LibraryTools$$ExternalSyntheticLambda5;

    invoke-direct {v6, p0}, Lcom/saltmarsh/podcasts/LibraryTools$$ExternalSyntheticLambda5;-><init>(Lcom/saltmarsh/podcasts/LibraryTools;)V

    invoke-direct {v4, v5, v6}, Lcom/saltmarsh/podcasts/Tool;-><init>(Lcom/saltmarsh/podcasts/ToolSpec;Lcom/saltmarsh/podcasts/ToolHandler;)V

    const/4 v3, 0x5

    aput-object v4, v7, v3

    .line 17
    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v2

    .line 25
    iget-object v3, p0, Lcom/saltmarsh/podcasts/LibraryTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v3}, Lcom/saltmarsh/podcasts/PodcastGraph;->getDownloadReceiver()Lcom/saltmarsh/podcasts/DownloadReceiver;

    move-result-object v3

    check-cast v3, Lcom/saltmarsh/podcasts/Ledger;

    .line 26
    iget-object v4, p0, Lcom/saltmarsh/podcasts/LibraryTools;->tickets:Lcom/saltmarsh/podcasts/TicketBook;

    .line 15
    const-string v1, "com.saltmarsh.podcasts"

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/saltmarsh/podcasts/ToolHost;-><init>(Ljava/lang/String;Ljava/util/List;Lcom/saltmarsh/podcasts/Ledger;Lcom/saltmarsh/podcasts/TicketBook;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->host:Lcom/saltmarsh/podcasts/ToolHost;

    .line 12
    return-void
.end method

.method public static final synthetic access$getDELETE_DOWNLOAD$cp()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 1

    .line 12
    sget-object v0, Lcom/saltmarsh/podcasts/LibraryTools;->DELETE_DOWNLOAD:Lcom/saltmarsh/podcasts/ToolSpec;

    return-object v0
.end method

.method public static final synthetic access$getDOWNLOAD_EPISODE$cp()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 1

    .line 12
    sget-object v0, Lcom/saltmarsh/podcasts/LibraryTools;->DOWNLOAD_EPISODE:Lcom/saltmarsh/podcasts/ToolSpec;

    return-object v0
.end method

.method public static final synthetic access$getEXPORT_HISTORY$cp()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 1

    .line 12
    sget-object v0, Lcom/saltmarsh/podcasts/LibraryTools;->EXPORT_HISTORY:Lcom/saltmarsh/podcasts/ToolSpec;

    return-object v0
.end method

.method public static final synthetic access$getLIST_DOWNLOADS$cp()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 1

    .line 12
    sget-object v0, Lcom/saltmarsh/podcasts/LibraryTools;->LIST_DOWNLOADS:Lcom/saltmarsh/podcasts/ToolSpec;

    return-object v0
.end method

.method public static final synthetic access$getLIST_NEW_EPISODES$cp()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 1

    .line 12
    sget-object v0, Lcom/saltmarsh/podcasts/LibraryTools;->LIST_NEW_EPISODES:Lcom/saltmarsh/podcasts/ToolSpec;

    return-object v0
.end method

.method public static final synthetic access$getQUEUE_DOWNLOAD$cp()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 1

    .line 12
    sget-object v0, Lcom/saltmarsh/podcasts/LibraryTools;->QUEUE_DOWNLOAD:Lcom/saltmarsh/podcasts/ToolSpec;

    return-object v0
.end method

.method private final delete(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 12

    .line 62
    iget-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getDownloads()Lcom/saltmarsh/podcasts/Downloads;

    move-result-object v0

    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "episode_id"

    const-wide/16 v3, -0x1

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/saltmarsh/podcasts/Downloads;->find(J)Lcom/saltmarsh/podcasts/Download;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "That episode is not downloaded"

    invoke-static {v0}, Lcom/saltmarsh/podcasts/ProtocolKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v6, v0

    .line 63
    invoke-virtual {v6}, Lcom/saltmarsh/podcasts/Download;->getRequestedBy()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getCaller()Lcom/saltmarsh/podcasts/Caller;

    move-result-object v1

    invoke-virtual {v1}, Lcom/saltmarsh/podcasts/Caller;->getPkg()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "Only the app a download was made for may delete it"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 64
    :cond_1
    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getTicket()Lcom/saltmarsh/podcasts/Ticket;

    move-result-object v0

    if-eqz v0, :cond_2

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Ticket;->getApproved()Ljava/lang/Boolean;

    move-result-object v0

    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_4

    .line 65
    iget-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->tickets:Lcom/saltmarsh/podcasts/TicketBook;

    invoke-virtual {v0, p1}, Lcom/saltmarsh/podcasts/TicketBook;->issue(Lcom/saltmarsh/podcasts/ToolCall;)Ljava/lang/String;

    move-result-object v7

    .line 66
    new-instance v8, Landroid/content/Intent;

    iget-object v2, p0, Lcom/saltmarsh/podcasts/LibraryTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v2}, Lcom/saltmarsh/podcasts/PodcastGraph;->getApp()Landroid/content/Context;

    move-result-object v2

    const-class v3, Lcom/saltmarsh/podcasts/DeleteDownloadActivity;

    invoke-direct {v8, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 67
    iget-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getPrompts()Lcom/saltmarsh/podcasts/Prompts;

    move-result-object v0

    invoke-virtual {v6}, Lcom/saltmarsh/podcasts/Download;->getTitle()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Delete the download of \""

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "\"?"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v8, v7, v3}, Lcom/saltmarsh/podcasts/Prompts;->resolution(Landroid/content/Intent;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    if-nez v0, :cond_3

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Reply$Companion;->getBUSY()Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :cond_3
    move-object v9, v0

    .line 68
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$NeedsUser;

    const-string v2, "USER_ACTION_REQUIRED"

    const-string v3, "Deleting a download needs your confirmation in Saltmarsh"

    invoke-direct {v0, v2, v3, v9, v7}, Lcom/saltmarsh/podcasts/Reply$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    return-object v0

    .line 70
    :cond_4
    iget-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getApp()Landroid/content/Context;

    move-result-object v0

    const-class v1, Landroid/app/DownloadManager;

    invoke-virtual {v0, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/app/DownloadManager;

    const/4 v1, 0x1

    new-array v7, v1, [J

    invoke-virtual {v6}, Lcom/saltmarsh/podcasts/Download;->getDownloadId()J

    move-result-wide v3

    const/4 v2, 0x0

    aput-wide v3, v7, v2

    invoke-virtual {v0, v7}, Landroid/app/DownloadManager;->remove([J)I

    .line 71
    iget-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getDownloads()Lcom/saltmarsh/podcasts/Downloads;

    move-result-object v0

    invoke-virtual {v6}, Lcom/saltmarsh/podcasts/Download;->getEpisodeId()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/saltmarsh/podcasts/Downloads;->remove(J)V

    .line 72
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v6}, Lcom/saltmarsh/podcasts/Download;->getEpisodeId()J

    move-result-wide v4

    const-string v3, "episode_id"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "deleted"

    const/4 v4, 0x1

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/podcasts/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    return-object v0
.end method

.method private final download(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 13

    .line 46
    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getSession()Lcom/saltmarsh/podcasts/Session;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 47
    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "download_episode runs in the background: negotiate async_operations"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 49
    :cond_0
    iget-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getDb()Lcom/saltmarsh/podcasts/PodcastDb;

    move-result-object v0

    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "episode_id"

    const-wide/16 v3, -0x1

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/saltmarsh/podcasts/PodcastDb;->episode(J)Lcom/saltmarsh/podcasts/Episode;

    move-result-object v0

    if-nez v0, :cond_1

    const-string v0, "No episode with that episode_id"

    invoke-static {v0}, Lcom/saltmarsh/podcasts/ProtocolKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v8, v0

    .line 50
    invoke-virtual {v8}, Lcom/saltmarsh/podcasts/Episode;->getPremium()Z

    move-result v0

    if-eqz v0, :cond_2

    iget-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getAccount()Lcom/saltmarsh/podcasts/Account;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Account;->getPremium()Z

    move-result v0

    if-nez v0, :cond_2

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This episode is for Saltmarsh Plus members"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 51
    :cond_2
    iget-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getOperations()Lcom/saltmarsh/podcasts/Operations;

    move-result-object v0

    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getCaller()Lcom/saltmarsh/podcasts/Caller;

    move-result-object v1

    invoke-virtual {v1}, Lcom/saltmarsh/podcasts/Caller;->getUid()I

    move-result v1

    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v8}, Lcom/saltmarsh/podcasts/Episode;->getId()J

    move-result-wide v3

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/saltmarsh/podcasts/Operations;->open(ILjava/lang/String;J)Ljava/lang/String;

    move-result-object v9

    .line 52
    new-instance v10, Landroid/os/PersistableBundle;

    invoke-direct {v10}, Landroid/os/PersistableBundle;-><init>()V

    .line 53
    invoke-virtual {v8}, Lcom/saltmarsh/podcasts/Episode;->getId()J

    move-result-wide v2

    const-string v1, "episode_id"

    invoke-virtual {v10, v1, v2, v3}, Landroid/os/PersistableBundle;->putLong(Ljava/lang/String;J)V

    .line 54
    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getCaller()Lcom/saltmarsh/podcasts/Caller;

    move-result-object v2

    invoke-virtual {v2}, Lcom/saltmarsh/podcasts/Caller;->getUid()I

    move-result v2

    const-string v1, "uid"

    invoke-virtual {v10, v1, v2}, Landroid/os/PersistableBundle;->putInt(Ljava/lang/String;I)V

    .line 55
    const-string v1, "operation_id"

    invoke-virtual {v10, v1, v9}, Landroid/os/PersistableBundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 56
    sget-object v0, Lcom/saltmarsh/podcasts/Jobs;->INSTANCE:Lcom/saltmarsh/podcasts/Jobs;

    iget-object v1, p0, Lcom/saltmarsh/podcasts/LibraryTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v1}, Lcom/saltmarsh/podcasts/PodcastGraph;->getApp()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v8}, Lcom/saltmarsh/podcasts/Episode;->getId()J

    move-result-wide v4

    const/16 v6, 0x2710

    int-to-long v6, v6

    rem-long/2addr v4, v6

    long-to-int v4, v4

    add-int/lit16 v3, v4, 0x2710

    const-class v2, Lcom/saltmarsh/podcasts/DownloadJob;

    invoke-virtual {v0, v1, v2, v3, v10}, Lcom/saltmarsh/podcasts/Jobs;->schedule(Landroid/content/Context;Ljava/lang/Class;ILandroid/os/PersistableBundle;)V

    .line 57
    iget-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getActivity()Lcom/saltmarsh/podcasts/ActivityLog;

    move-result-object v0

    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getCaller()Lcom/saltmarsh/podcasts/Caller;

    move-result-object v1

    invoke-virtual {v1}, Lcom/saltmarsh/podcasts/Caller;->getPkg()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v8}, Lcom/saltmarsh/podcasts/Episode;->getTitle()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "downloaded "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lcom/saltmarsh/podcasts/ActivityLog;->note(Ljava/lang/String;Ljava/lang/String;)V

    .line 58
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Accepted;

    const-wide/16 v3, 0x7d0

    invoke-direct {v0, v9, v3, v4}, Lcom/saltmarsh/podcasts/Reply$Accepted;-><init>(Ljava/lang/String;J)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    return-object v0
.end method

.method private final exportHistory(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 11

    .line 83
    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getSession()Lcom/saltmarsh/podcasts/Session;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    const-string v1, "large_results"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "RESULT_TOO_LARGE"

    const-string v2, "The listening history needs large_results"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 84
    :cond_0
    iget-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getLink()Lcom/saltmarsh/podcasts/PlayerLink;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PlayerLink;->ready()Lcom/saltmarsh/podcasts/PlaybackService;

    move-result-object v0

    if-nez v0, :cond_1

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Reply$Companion;->getBUSY()Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v7, v0

    .line 86
    const-string v1, "history.jsonl"

    const/high16 v2, 0x30000000

    invoke-virtual {v7, v1, v2}, Lcom/saltmarsh/podcasts/PlaybackService;->openLog(Ljava/lang/String;I)Lcom/saltmarsh/podcasts/Spooled;

    move-result-object v0

    if-nez v0, :cond_2

    .line 87
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    const-string v3, "entries"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/podcasts/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    return-object v0

    .line 86
    :cond_2
    move-object v8, v0

    .line 88
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$File;

    invoke-virtual {v8}, Lcom/saltmarsh/podcasts/Spooled;->getFd()Landroid/os/ParcelFileDescriptor;

    move-result-object v2

    invoke-virtual {v8}, Lcom/saltmarsh/podcasts/Spooled;->getSize()J

    move-result-wide v4

    invoke-virtual {v8}, Lcom/saltmarsh/podcasts/Spooled;->getSha256()Ljava/lang/String;

    move-result-object v6

    move-object v1, v2

    move-wide v3, v4

    move-object v5, v6

    const-string v2, "application/x-ndjson"

    invoke-direct/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$File;-><init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;JLjava/lang/String;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    return-object v0
.end method

.method public static final host$lambda$0(Lcom/saltmarsh/podcasts/LibraryTools;Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    invoke-direct {p0}, Lcom/saltmarsh/podcasts/LibraryTools;->listDownloads()Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final host$lambda$1(Lcom/saltmarsh/podcasts/LibraryTools;Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    invoke-direct {p0, p1}, Lcom/saltmarsh/podcasts/LibraryTools;->listNew(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final host$lambda$2(Lcom/saltmarsh/podcasts/LibraryTools;Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    invoke-direct {p0, p1}, Lcom/saltmarsh/podcasts/LibraryTools;->download(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final host$lambda$3(Lcom/saltmarsh/podcasts/LibraryTools;Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    invoke-direct {p0, p1}, Lcom/saltmarsh/podcasts/LibraryTools;->delete(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final host$lambda$4(Lcom/saltmarsh/podcasts/LibraryTools;Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    invoke-direct {p0, p1}, Lcom/saltmarsh/podcasts/LibraryTools;->queueDownload(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final host$lambda$5(Lcom/saltmarsh/podcasts/LibraryTools;Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    invoke-direct {p0, p1}, Lcom/saltmarsh/podcasts/LibraryTools;->exportHistory(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method

.method private final listDownloads()Lcom/saltmarsh/podcasts/Reply;
    .registers 9

    .line 30
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 31
    iget-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getDownloads()Lcom/saltmarsh/podcasts/Downloads;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Downloads;->all()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v7

    check-cast v7, Lcom/saltmarsh/podcasts/Download;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v7}, Lcom/saltmarsh/podcasts/Download;->getEpisodeId()J

    move-result-wide v3

    const-string v2, "episode_id"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v7}, Lcom/saltmarsh/podcasts/Download;->getTitle()Ljava/lang/String;

    move-result-object v3

    const-string v2, "title"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v7}, Lcom/saltmarsh/podcasts/Download;->getState()Ljava/lang/String;

    move-result-object v3

    const-string v2, "state"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 32
    :cond_0
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "downloads"

    invoke-virtual {v2, v3, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/podcasts/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    return-object v0
.end method

.method private final listNew(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 15

    .line 36
    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "limit"

    const/16 v2, 0x14

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x1

    const/16 v2, 0x64

    invoke-static {v0, v1, v2}, Lkotlin/ranges/RangesKt;->coerceIn(III)I

    move-result v5

    .line 37
    iget-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getDb()Lcom/saltmarsh/podcasts/PodcastDb;

    move-result-object v0

    invoke-virtual {v0, v5}, Lcom/saltmarsh/podcasts/PodcastDb;->newEpisodes(I)Ljava/util/List;

    move-result-object v6

    .line 39
    move-object v0, v6

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_2

    iget-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getFeed()Lcom/saltmarsh/podcasts/FeedHandler;

    move-result-object v0

    const/4 v7, 0x0

    invoke-interface {v6}, Ljava/util/List;->size()I

    move-result v8

    new-array v9, v8, [J

    const/4 v12, 0x1

    move-object v11, v0

    :goto_1
    if-ge v7, v8, :cond_1

    move v10, v7

    invoke-interface {v6, v10}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/saltmarsh/podcasts/Episode;

    invoke-virtual {v2}, Lcom/saltmarsh/podcasts/Episode;->getId()J

    move-result-wide v2

    aput-wide v2, v9, v10

    add-int/lit8 v7, v7, 0x1

    goto :goto_1

    :cond_1
    invoke-virtual {v11, v12, v9}, Lcom/saltmarsh/podcasts/FeedHandler;->obtainMessage(ILjava/lang/Object;)Landroid/os/Message;

    move-result-object v0

    invoke-virtual {v0}, Landroid/os/Message;->sendToTarget()V

    .line 40
    :cond_2
    new-instance v7, Lorg/json/JSONArray;

    invoke-direct {v7}, Lorg/json/JSONArray;-><init>()V

    .line 41
    invoke-interface {v6}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :goto_2
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v9

    check-cast v9, Lcom/saltmarsh/podcasts/Episode;

    invoke-virtual {v9}, Lcom/saltmarsh/podcasts/Episode;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v7, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_2

    .line 42
    :cond_3
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "episodes"

    invoke-virtual {v2, v3, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/podcasts/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    return-object v0
.end method

.method private final queueDownload(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 10

    .line 76
    iget-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getDownloads()Lcom/saltmarsh/podcasts/Downloads;

    move-result-object v0

    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "episode_id"

    const-wide/16 v3, -0x1

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/saltmarsh/podcasts/Downloads;->find(J)Lcom/saltmarsh/podcasts/Download;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "That episode is not downloaded"

    invoke-static {v0}, Lcom/saltmarsh/podcasts/ProtocolKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v6, v0

    .line 77
    iget-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getLink()Lcom/saltmarsh/podcasts/PlayerLink;

    move-result-object v0

    new-instance v1, Lcom/saltmarsh/podcasts/LibraryTools$$ExternalSyntheticLambda6;

    invoke-direct {v1, v6}, Lcom/saltmarsh/podcasts/LibraryTools$$ExternalSyntheticLambda6;-><init>(Lcom/saltmarsh/podcasts/Download;)V

    invoke-virtual {v0, v1}, Lcom/saltmarsh/podcasts/PlayerLink;->started(Lkotlin/jvm/functions/Function1;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    if-eqz v0, :cond_1

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v0

    goto :goto_0

    :cond_1
    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Reply$Companion;->getBUSY()Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :goto_0
    move v7, v0

    .line 78
    if-gez v7, :cond_2

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "CONFLICT"

    const-string v2, "This assistant already has as many episodes queued as it may"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 79
    :cond_2
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v6}, Lcom/saltmarsh/podcasts/Download;->getEpisodeId()J

    move-result-wide v4

    const-string v3, "episode_id"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "position"

    invoke-virtual {v2, v3, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/podcasts/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    return-object v0
.end method

.method public static final queueDownload$lambda$0(Lcom/saltmarsh/podcasts/Download;Lcom/saltmarsh/podcasts/PlaybackService;)I
    .registers 8

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 77
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/Download;->getEpisodeId()J

    move-result-wide v1

    move-object v0, p1

    const/4 v3, 0x0

    const/4 v4, 0x2

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/PlaybackService;->enqueue$default(Lcom/saltmarsh/podcasts/PlaybackService;JIILjava/lang/Object;)I

    move-result v0

    return v0
.end method


# virtual methods
.method public final getHost()Lcom/saltmarsh/podcasts/ToolHost;
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->host:Lcom/saltmarsh/podcasts/ToolHost;

    return-object v0
.end method

.method public final getTickets()Lcom/saltmarsh/podcasts/TicketBook;
    .registers 2

    .line 13
    iget-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->tickets:Lcom/saltmarsh/podcasts/TicketBook;

    return-object v0
.end method

.method public final info()Lorg/json/JSONObject;
    .registers 7

    .line 100
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 101
    const-string v1, "provider_id"

    const-string v2, "com.saltmarsh.podcasts"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 102
    const-string v1, "provider_name"

    const-string v2, "Saltmarsh Podcasts"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 103
    const-string v1, "description"

    const-string v2, "Downloaded episodes, new episodes of followed shows and the listening history"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 104
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 107
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 108
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "name"

    const-string v5, "library.read"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v4, "title"

    const-string v5, "See your library"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v4, "description"

    const-string v5, "See downloads, new episodes and what you listened to"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v4, "access"

    const-string v5, "read"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v4, "sensitivity"

    const-string v5, "personal"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v2

    .line 109
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "name"

    const-string v5, "downloads.write"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v4, "title"

    const-string v5, "Manage downloads"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v4, "description"

    const-string v5, "Download, delete and queue episodes"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v4, "access"

    const-string v5, "write"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v4, "sensitivity"

    const-string v5, "personal"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v2

    .line 105
    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 110
    return-object v0
.end method

.method public final operation(Lcom/saltmarsh/podcasts/Caller;Lcom/saltmarsh/podcasts/Session;Landroid/os/Bundle;)Lcom/saltmarsh/podcasts/Reply;
    .registers 13

    const-string v1, "caller"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "session"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "extras"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 93
    invoke-virtual {p2}, Lcom/saltmarsh/podcasts/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "async_operations was not negotiated"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 94
    :cond_0
    const-string v1, "operation_id"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "operation_id is required"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v6, v0

    .line 95
    const-string v1, "request_id"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id is required"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :cond_2
    move-object v7, v0

    .line 96
    iget-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getOperations()Lcom/saltmarsh/podcasts/Operations;

    move-result-object v0

    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/Caller;->getUid()I

    move-result v2

    invoke-virtual {v0, v6, v2, v7}, Lcom/saltmarsh/podcasts/Operations;->describe(Ljava/lang/String;ILjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_3

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "No such operation"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :cond_3
    move-object v8, v0

    .line 97
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Data;

    invoke-direct {v0, v8}, Lcom/saltmarsh/podcasts/Reply$Data;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    return-object v0
.end method
