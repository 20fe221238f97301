.class public final Lcom/saltmarsh/podcasts/PlayerTools;
.super Ljava/lang/Object;
.source "PlayerTools.kt"


# static fields
.field private static final CLEAR_QUEUE:Lcom/saltmarsh/podcasts/ToolSpec;

.field public static final Companion:Lcom/saltmarsh/podcasts/PlayerTools$Companion;

.field private static final EPISODE_ARG:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"episode_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"episode_id\"],\"additionalProperties\":false}"

.field private static final EXPORT_QUEUE_LOG:Lcom/saltmarsh/podcasts/ToolSpec;

.field private static final FOLLOW_SHOW:Lcom/saltmarsh/podcasts/ToolSpec;

.field private static final NOW_PLAYING:Lcom/saltmarsh/podcasts/ToolSpec;

.field private static final NO_ARGS:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

.field private static final PLAY_EPISODE:Lcom/saltmarsh/podcasts/ToolSpec;

.field private static final PREFETCH_JOBS:I = 0x4e20

.field private static final QUEUE_EPISODE:Lcom/saltmarsh/podcasts/ToolSpec;


# instance fields
.field private final graph:Lcom/saltmarsh/podcasts/PodcastGraph;

.field private final host:Lcom/saltmarsh/podcasts/ToolHost;

.field private final tickets:Lcom/saltmarsh/podcasts/TicketBook;


# direct methods
.method static constructor <clinit>()V
    .registers 13

    new-instance v0, Lcom/saltmarsh/podcasts/PlayerTools$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/saltmarsh/podcasts/PlayerTools$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/PlayerTools;->Companion:Lcom/saltmarsh/podcasts/PlayerTools$Companion;

    .line 124
    new-instance v0, Lcom/saltmarsh/podcasts/ToolSpec;

    const-string v1, "now_playing"

    const-string v2, "Now playing"

    const-string v3, "The episode playing now, its position and the queue\'s length"

    const-string v4, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

    const-string v5, "{\"type\":\"object\",\"properties\":{\"playing\":{\"type\":\"boolean\"},\"episode_id\":{\"type\":\"integer\"}},\"required\":[\"playing\"]}"

    const-string v6, "playback.read"

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/16 v11, 0x3c0

    const/4 v12, 0x0

    invoke-direct/range {v0 .. v12}, Lcom/saltmarsh/podcasts/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/saltmarsh/podcasts/Effect;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/PlayerTools;->NOW_PLAYING:Lcom/saltmarsh/podcasts/ToolSpec;

    .line 129
    new-instance v0, Lcom/saltmarsh/podcasts/ToolSpec;

    .line 132
    sget-object v7, Lcom/saltmarsh/podcasts/Effect;->CREATE:Lcom/saltmarsh/podcasts/Effect;

    .line 129
    const-string v1, "queue_episode"

    const-string v2, "Queue an episode"

    const-string v3, "Add an episode to the end of the listening queue"

    const-string v4, "{\"type\":\"object\",\"properties\":{\"episode_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"episode_id\"],\"additionalProperties\":false}"

    const-string v5, "{\"type\":\"object\",\"properties\":{\"position\":{\"type\":\"integer\"}},\"required\":[\"position\"]}"

    const-string v6, "playback.write"

    const-string v8, "moderate"

    const-string v9, "provider_policy"

    const/4 v10, 0x0

    const/16 v11, 0x200

    const/4 v12, 0x0

    invoke-direct/range {v0 .. v12}, Lcom/saltmarsh/podcasts/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/saltmarsh/podcasts/Effect;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/PlayerTools;->QUEUE_EPISODE:Lcom/saltmarsh/podcasts/ToolSpec;

    .line 134
    new-instance v0, Lcom/saltmarsh/podcasts/ToolSpec;

    .line 137
    sget-object v7, Lcom/saltmarsh/podcasts/Effect;->UPDATE:Lcom/saltmarsh/podcasts/Effect;

    .line 134
    const-string v1, "play_episode"

    const-string v2, "Play an episode"

    const-string v3, "Start playing an episode now"

    const-string v4, "{\"type\":\"object\",\"properties\":{\"episode_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"episode_id\"],\"additionalProperties\":false}"

    const-string v5, "{\"type\":\"object\",\"properties\":{\"playing\":{\"type\":\"boolean\"}},\"required\":[\"playing\"]}"

    const-string v6, "playback.write"

    const-string v8, "low"

    const-string v9, "provider_policy"

    const/4 v10, 0x0

    const/16 v11, 0x200

    const/4 v12, 0x0

    invoke-direct/range {v0 .. v12}, Lcom/saltmarsh/podcasts/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/saltmarsh/podcasts/Effect;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/PlayerTools;->PLAY_EPISODE:Lcom/saltmarsh/podcasts/ToolSpec;

    .line 139
    new-instance v0, Lcom/saltmarsh/podcasts/ToolSpec;

    .line 142
    sget-object v7, Lcom/saltmarsh/podcasts/Effect;->DELETE:Lcom/saltmarsh/podcasts/Effect;

    .line 139
    const-string v1, "clear_queue"

    const-string v2, "Clear the queue"

    const-string v3, "Remove every episode from the listening queue"

    const-string v4, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

    const-string v5, "{\"type\":\"object\",\"properties\":{\"removed\":{\"type\":\"integer\"}},\"required\":[\"removed\"]}"

    const-string v6, "playback.write"

    const-string v8, "high"

    const-string v9, "always"

    const/4 v10, 0x0

    const/16 v11, 0x200

    const/4 v12, 0x0

    invoke-direct/range {v0 .. v12}, Lcom/saltmarsh/podcasts/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/saltmarsh/podcasts/Effect;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/PlayerTools;->CLEAR_QUEUE:Lcom/saltmarsh/podcasts/ToolSpec;

    .line 144
    new-instance v0, Lcom/saltmarsh/podcasts/ToolSpec;

    .line 148
    sget-object v7, Lcom/saltmarsh/podcasts/Effect;->CREATE:Lcom/saltmarsh/podcasts/Effect;

    .line 144
    const-string v1, "follow_show"

    const-string v2, "Follow a show"

    const-string v3, "Follow a show so that its new episodes appear in the library"

    const-string v4, "{\"type\":\"object\",\"properties\":{\"show_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"show_id\"],\"additionalProperties\":false}"

    const-string v5, "{\"type\":\"object\",\"properties\":{\"following\":{\"type\":\"boolean\"}},\"required\":[\"following\"]}"

    const-string v6, "shows.write"

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/16 v11, 0x380

    const/4 v12, 0x0

    invoke-direct/range {v0 .. v12}, Lcom/saltmarsh/podcasts/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/saltmarsh/podcasts/Effect;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/PlayerTools;->FOLLOW_SHOW:Lcom/saltmarsh/podcasts/ToolSpec;

    .line 150
    new-instance v0, Lcom/saltmarsh/podcasts/ToolSpec;

    const-string v1, "export_queue_log"

    const-string v2, "Export the queue log"

    const-string v3, "Every change to the listening queue, one JSON object a line"

    const-string v4, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

    const-string v5, "{\"type\":\"object\",\"properties\":{\"entries\":{\"type\":\"array\"}},\"required\":[\"entries\"]}"

    const-string v6, "playback.read"

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/16 v11, 0x3c0

    const/4 v12, 0x0

    invoke-direct/range {v0 .. v12}, Lcom/saltmarsh/podcasts/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/saltmarsh/podcasts/Effect;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/PlayerTools;->EXPORT_QUEUE_LOG:Lcom/saltmarsh/podcasts/ToolSpec;

    return-void
.end method

.method public constructor <init>(Lcom/saltmarsh/podcasts/PodcastGraph;)V
    .registers 10

    const-string v0, "graph"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    .line 12
    new-instance v0, Lcom/saltmarsh/podcasts/TicketBook;

    invoke-direct {v0}, Lcom/saltmarsh/podcasts/TicketBook;-><init>()V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->tickets:Lcom/saltmarsh/podcasts/TicketBook;

    .line 14
    new-instance v0, Lcom/saltmarsh/podcasts/ToolHost;

    .line 17
    const/4 v2, 0x6

    new-array v7, v2, [Lcom/saltmarsh/podcasts/Tool;

    new-instance v4, Lcom/saltmarsh/podcasts/Tool;

    sget-object v5, Lcom/saltmarsh/podcasts/PlayerTools;->NOW_PLAYING:Lcom/saltmarsh/podcasts/ToolSpec;

    new-instance v6, Lcom/saltmarsh/podcasts/PlayerTools$$ExternalSyntheticLambda0;

    invoke-direct {v6, p0}, Lcom/saltmarsh/podcasts/PlayerTools$$ExternalSyntheticLambda0;-><init>(Lcom/saltmarsh/podcasts/PlayerTools;)V

    invoke-direct {v4, v5, v6}, Lcom/saltmarsh/podcasts/Tool;-><init>(Lcom/saltmarsh/podcasts/ToolSpec;Lcom/saltmarsh/podcasts/ToolHandler;)V

    const/4 v3, 0x0

    aput-object v4, v7, v3

    .line 18
    new-instance v4, Lcom/saltmarsh/podcasts/Tool;

    sget-object v5, Lcom/saltmarsh/podcasts/PlayerTools;->QUEUE_EPISODE:Lcom/saltmarsh/podcasts/ToolSpec;

    new-instance v6, Lcom/saltmarsh/podcasts/PlayerTools$$ExternalSyntheticLambda1;

    invoke-direct {v6, p0}, Lcom/saltmarsh/podcasts/PlayerTools$$ExternalSyntheticLambda1;-><init>(Lcom/saltmarsh/podcasts/PlayerTools;)V

    invoke-direct {v4, v5, v6}, Lcom/saltmarsh/podcasts/Tool;-><init>(Lcom/saltmarsh/podcasts/ToolSpec;Lcom/saltmarsh/podcasts/ToolHandler;)V

    const/4 v3, 0x1

    aput-object v4, v7, v3

    .line 19
    new-instance v4, Lcom/saltmarsh/podcasts/Tool;

    sget-object v5, Lcom/saltmarsh/podcasts/PlayerTools;->PLAY_EPISODE:Lcom/saltmarsh/podcasts/ToolSpec;

    new-instance v6, Lcom/saltmarsh/podcasts/PlayerTools$$ExternalSyntheticLambda2;

    invoke-direct {v6, p0}, Lcom/saltmarsh/podcasts/PlayerTools$$ExternalSyntheticLambda2;-><init>(Lcom/saltmarsh/podcasts/PlayerTools;)V

    invoke-direct {v4, v5, v6}, Lcom/saltmarsh/podcasts/Tool;-><init>(Lcom/saltmarsh/podcasts/ToolSpec;Lcom/saltmarsh/podcasts/ToolHandler;)V

    const/4 v3, 0x2

    aput-object v4, v7, v3

    .line 20
    new-instance v4, Lcom/saltmarsh/podcasts/Tool;

    sget-object v5, Lcom/saltmarsh/podcasts/PlayerTools;->CLEAR_QUEUE:Lcom/saltmarsh/podcasts/ToolSpec;

    new-instance v6, Lcom/saltmarsh/podcasts/PlayerTools$$ExternalSyntheticLambda3;

    invoke-direct {v6, p0}, Lcom/saltmarsh/podcasts/PlayerTools$$ExternalSyntheticLambda3;-><init>(Lcom/saltmarsh/podcasts/PlayerTools;)V

    invoke-direct {v4, v5, v6}, Lcom/saltmarsh/podcasts/Tool;-><init>(Lcom/saltmarsh/podcasts/ToolSpec;Lcom/saltmarsh/podcasts/ToolHandler;)V

    const/4 v3, 0x3

    aput-object v4, v7, v3

    .line 21
    new-instance v4, Lcom/saltmarsh/podcasts/Tool;

    sget-object v5, Lcom/saltmarsh/podcasts/PlayerTools;->FOLLOW_SHOW:Lcom/saltmarsh/podcasts/ToolSpec;

    new-instance v6, Lcom/saltmarsh/podcasts/PlayerTools$$ExternalSyntheticLambda4;

    invoke-direct {v6, p0}, Lcom/saltmarsh/podcasts/PlayerTools$$ExternalSyntheticLambda4;-><init>(Lcom/saltmarsh/podcasts/PlayerTools;)V

    invoke-direct {v4, v5, v6}, Lcom/saltmarsh/podcasts/Tool;-><init>(Lcom/saltmarsh/podcasts/ToolSpec;Lcom/saltmarsh/podcasts/ToolHandler;)V

    const/4 v3, 0x4

    aput-object v4, v7, v3

    .line 22
    new-instance v4, Lcom/saltmarsh/podcasts/Tool;

    sget-object v5, Lcom/saltmarsh/podcasts/PlayerTools;->EXPORT_QUEUE_LOG:Lcom/saltmarsh/podcasts/ToolSpec;

    new-instance v6, Lcom/saltmarsh/podcasts/PlayerTools$$ExternalSyntheticLambda5;

    invoke-direct {v6, p0}, Lcom/saltmarsh/podcasts/PlayerTools$$ExternalSyntheticLambda5;-><init>(Lcom/saltmarsh/podcasts/PlayerTools;)V

    invoke-direct {v4, v5, v6}, Lcom/saltmarsh/podcasts/Tool;-><init>(Lcom/saltmarsh/podcasts/ToolSpec;Lcom/saltmarsh/podcasts/ToolHandler;)V

    const/4 v3, 0x5

    aput-object v4, v7, v3

    .line 16
    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v2

    .line 24
    iget-object v3, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v3}, Lcom/saltmarsh/podcasts/PodcastGraph;->getReceipts()Lcom/saltmarsh/podcasts/ReceiptTable;

    move-result-object v3

    check-cast v3, Lcom/saltmarsh/podcasts/Ledger;

    .line 25
    iget-object v4, p0, Lcom/saltmarsh/podcasts/PlayerTools;->tickets:Lcom/saltmarsh/podcasts/TicketBook;

    .line 14
    const-string v1, "com.saltmarsh.podcasts"

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/saltmarsh/podcasts/ToolHost;-><init>(Ljava/lang/String;Ljava/util/List;Lcom/saltmarsh/podcasts/Ledger;Lcom/saltmarsh/podcasts/TicketBook;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->host:Lcom/saltmarsh/podcasts/ToolHost;

    .line 11
    return-void
.end method

.method public static final synthetic access$getCLEAR_QUEUE$cp()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 1

    .line 11
    sget-object v0, Lcom/saltmarsh/podcasts/PlayerTools;->CLEAR_QUEUE:Lcom/saltmarsh/podcasts/ToolSpec;

    return-object v0
.end method

.method public static final synthetic access$getEXPORT_QUEUE_LOG$cp()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 1

    .line 11
    sget-object v0, Lcom/saltmarsh/podcasts/PlayerTools;->EXPORT_QUEUE_LOG:Lcom/saltmarsh/podcasts/ToolSpec;

    return-object v0
.end method

.method public static final synthetic access$getFOLLOW_SHOW$cp()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 1

    .line 11
    sget-object v0, Lcom/saltmarsh/podcasts/PlayerTools;->FOLLOW_SHOW:Lcom/saltmarsh/podcasts/ToolSpec;

    return-object v0
.end method

.method public static final synthetic access$getNOW_PLAYING$cp()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 1

    .line 11
    sget-object v0, Lcom/saltmarsh/podcasts/PlayerTools;->NOW_PLAYING:Lcom/saltmarsh/podcasts/ToolSpec;

    return-object v0
.end method

.method public static final synthetic access$getPLAY_EPISODE$cp()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 1

    .line 11
    sget-object v0, Lcom/saltmarsh/podcasts/PlayerTools;->PLAY_EPISODE:Lcom/saltmarsh/podcasts/ToolSpec;

    return-object v0
.end method

.method public static final synthetic access$getQUEUE_EPISODE$cp()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 1

    .line 11
    sget-object v0, Lcom/saltmarsh/podcasts/PlayerTools;->QUEUE_EPISODE:Lcom/saltmarsh/podcasts/ToolSpec;

    return-object v0
.end method

.method private final clear(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 11

    .line 74
    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "confirmed"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;Z)Z

    move-result v5

    .line 75
    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getTicket()Lcom/saltmarsh/podcasts/Ticket;

    move-result-object v0

    if-eqz v0, :cond_0

    if-nez v5, :cond_2

    .line 76
    :cond_0
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->tickets:Lcom/saltmarsh/podcasts/TicketBook;

    invoke-virtual {v0, p1}, Lcom/saltmarsh/podcasts/TicketBook;->issue(Lcom/saltmarsh/podcasts/ToolCall;)Ljava/lang/String;

    move-result-object v6

    .line 77
    new-instance v7, Landroid/content/Intent;

    iget-object v2, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v2}, Lcom/saltmarsh/podcasts/PodcastGraph;->getApp()Landroid/content/Context;

    move-result-object v2

    const-class v3, Lcom/saltmarsh/podcasts/ClearQueueActivity;

    invoke-direct {v7, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 78
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getPrompts()Lcom/saltmarsh/podcasts/Prompts;

    move-result-object v0

    const-string v3, "Remove every episode from your queue?"

    invoke-virtual {v0, v7, v6, v3}, Lcom/saltmarsh/podcasts/Prompts;->resolution(Landroid/content/Intent;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    if-nez v0, :cond_1

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Reply$Companion;->getBUSY()Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v8, v0

    .line 79
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$NeedsUser;

    const-string v2, "USER_ACTION_REQUIRED"

    const-string v3, "Clearing the queue needs your confirmation in Saltmarsh"

    invoke-direct {v0, v2, v3, v8, v6}, Lcom/saltmarsh/podcasts/Reply$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    return-object v0

    .line 81
    :cond_2
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getLink()Lcom/saltmarsh/podcasts/PlayerLink;

    move-result-object v0

    sget-object v1, Lcom/saltmarsh/podcasts/PlayerTools$$ExternalSyntheticLambda7;->INSTANCE:Lcom/saltmarsh/podcasts/PlayerTools$$ExternalSyntheticLambda7;

    invoke-virtual {v0, v1}, Lcom/saltmarsh/podcasts/PlayerLink;->started(Lkotlin/jvm/functions/Function1;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    if-eqz v0, :cond_3

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v0

    goto :goto_0

    :cond_3
    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Reply$Companion;->getBUSY()Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :goto_0
    move v6, v0

    .line 82
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "removed"

    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/podcasts/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    return-object v0
.end method

.method public static final clear$lambda$0(Lcom/saltmarsh/podcasts/PlaybackService;)I
    .registers 3

    const-string v1, "it"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 81
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/PlaybackService;->clear()I

    move-result v0

    return v0
.end method

.method private final exportQueueLog(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 11

    .line 95
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

    const-string v2, "The queue log needs large_results"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 96
    :cond_0
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

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

    .line 97
    const-string v1, "queue.jsonl"

    const/high16 v2, 0x10000000

    invoke-virtual {v7, v1, v2}, Lcom/saltmarsh/podcasts/PlaybackService;->openLog(Ljava/lang/String;I)Lcom/saltmarsh/podcasts/Spooled;

    move-result-object v0

    if-nez v0, :cond_2

    .line 98
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

    .line 97
    :cond_2
    move-object v8, v0

    .line 99
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

.method private final follow(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 11

    .line 86
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getDb()Lcom/saltmarsh/podcasts/PodcastDb;

    move-result-object v0

    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "show_id"

    const-wide/16 v3, -0x1

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/saltmarsh/podcasts/PodcastDb;->show(J)Lcom/saltmarsh/podcasts/Show;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "No show with that show_id"

    invoke-static {v0}, Lcom/saltmarsh/podcasts/ProtocolKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v6, v0

    .line 87
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getDb()Lcom/saltmarsh/podcasts/PodcastDb;

    move-result-object v0

    invoke-virtual {v6}, Lcom/saltmarsh/podcasts/Show;->getId()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/saltmarsh/podcasts/PodcastDb;->follow(J)Z

    move-result v7

    .line 89
    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "calling_package"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getCaller()Lcom/saltmarsh/podcasts/Caller;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Caller;->getPkg()Ljava/lang/String;

    move-result-object v0

    :cond_1
    move-object v8, v0

    .line 90
    if-eqz v7, :cond_2

    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getActivity()Lcom/saltmarsh/podcasts/ActivityLog;

    move-result-object v0

    invoke-virtual {v6}, Lcom/saltmarsh/podcasts/Show;->getTitle()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "followed "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v8, v2}, Lcom/saltmarsh/podcasts/ActivityLog;->note(Ljava/lang/String;Ljava/lang/String;)V

    .line 91
    :cond_2
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v6}, Lcom/saltmarsh/podcasts/Show;->getId()J

    move-result-wide v4

    const-string v3, "show_id"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "following"

    const/4 v4, 0x1

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/podcasts/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    return-object v0
.end method

.method public static final host$lambda$0(Lcom/saltmarsh/podcasts/PlayerTools;Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    invoke-direct {p0}, Lcom/saltmarsh/podcasts/PlayerTools;->nowPlaying()Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final host$lambda$1(Lcom/saltmarsh/podcasts/PlayerTools;Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    invoke-direct {p0, p1}, Lcom/saltmarsh/podcasts/PlayerTools;->queue(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final host$lambda$2(Lcom/saltmarsh/podcasts/PlayerTools;Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    invoke-direct {p0, p1}, Lcom/saltmarsh/podcasts/PlayerTools;->play(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final host$lambda$3(Lcom/saltmarsh/podcasts/PlayerTools;Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    invoke-direct {p0, p1}, Lcom/saltmarsh/podcasts/PlayerTools;->clear(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final host$lambda$4(Lcom/saltmarsh/podcasts/PlayerTools;Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    invoke-direct {p0, p1}, Lcom/saltmarsh/podcasts/PlayerTools;->follow(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final host$lambda$5(Lcom/saltmarsh/podcasts/PlayerTools;Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    invoke-direct {p0, p1}, Lcom/saltmarsh/podcasts/PlayerTools;->exportQueueLog(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method

.method private final nowPlaying()Lcom/saltmarsh/podcasts/Reply;
    .registers 11

    .line 29
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getLink()Lcom/saltmarsh/podcasts/PlayerLink;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PlayerLink;->getService()Lcom/saltmarsh/podcasts/PlaybackService;

    move-result-object v7

    .line 30
    move-object v0, v7

    if-eqz v7, :cond_0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PlaybackService;->getState()Landroidx/lifecycle/MutableLiveData;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-virtual {v0}, Landroidx/lifecycle/MutableLiveData;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/saltmarsh/podcasts/Playback;

    if-nez v0, :cond_1

    :cond_0
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "playing"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/podcasts/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    return-object v0

    :cond_1
    move-object v8, v0

    .line 31
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getFeed()Lcom/saltmarsh/podcasts/FeedHandler;

    move-result-object v0

    invoke-virtual {v8}, Lcom/saltmarsh/podcasts/Playback;->getEpisodeId()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const/4 v1, 0x2

    invoke-virtual {v0, v1, v2}, Lcom/saltmarsh/podcasts/FeedHandler;->obtainMessage(ILjava/lang/Object;)Landroid/os/Message;

    move-result-object v0

    invoke-virtual {v0}, Landroid/os/Message;->sendToTarget()V

    .line 32
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Ok;

    .line 33
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 34
    invoke-virtual {v8}, Lcom/saltmarsh/podcasts/Playback;->getPlaying()Z

    move-result v4

    const-string v3, "playing"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 35
    invoke-virtual {v8}, Lcom/saltmarsh/podcasts/Playback;->getEpisodeId()J

    move-result-wide v4

    const-string v3, "episode_id"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    .line 36
    invoke-virtual {v8}, Lcom/saltmarsh/podcasts/Playback;->getTitle()Ljava/lang/String;

    move-result-object v4

    const-string v3, "title"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 37
    invoke-virtual {v8}, Lcom/saltmarsh/podcasts/Playback;->getPositionMs()J

    move-result-wide v4

    const-string v3, "position_ms"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    .line 38
    invoke-virtual {v7}, Lcom/saltmarsh/podcasts/PlaybackService;->queued()I

    move-result v4

    const-string v3, "queued"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 39
    iget-object v4, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v4}, Lcom/saltmarsh/podcasts/PodcastGraph;->getFeed()Lcom/saltmarsh/podcasts/FeedHandler;

    move-result-object v4

    invoke-virtual {v8}, Lcom/saltmarsh/podcasts/Playback;->getEpisodeId()J

    move-result-wide v5

    invoke-virtual {v4, v5, v6}, Lcom/saltmarsh/podcasts/FeedHandler;->artworkReady(J)Z

    move-result v4

    const-string v3, "artwork_ready"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v9

    .line 38
    const-string v3, "put(...)"

    invoke-static {v9, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    invoke-direct {v0, v9}, Lcom/saltmarsh/podcasts/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    return-object v0
.end method

.method private final play(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 12

    .line 62
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

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

    if-nez v0, :cond_0

    const-string v0, "No episode with that episode_id"

    invoke-static {v0}, Lcom/saltmarsh/podcasts/ProtocolKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v6, v0

    .line 63
    invoke-virtual {v6}, Lcom/saltmarsh/podcasts/Episode;->getPremium()Z

    move-result v0

    if-eqz v0, :cond_2

    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getAccount()Lcom/saltmarsh/podcasts/Account;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Account;->getPremium()Z

    move-result v0

    if-nez v0, :cond_2

    .line 64
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->tickets:Lcom/saltmarsh/podcasts/TicketBook;

    invoke-virtual {v0, p1}, Lcom/saltmarsh/podcasts/TicketBook;->issue(Lcom/saltmarsh/podcasts/ToolCall;)Ljava/lang/String;

    move-result-object v7

    .line 65
    new-instance v0, Landroid/content/Intent;

    const-string v2, "com.saltmarsh.podcasts.action.UPGRADE"

    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    const-string v1, "com.saltmarsh.podcasts"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v8

    .line 66
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getPrompts()Lcom/saltmarsh/podcasts/Prompts;

    move-result-object v0

    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v6}, Lcom/saltmarsh/podcasts/Episode;->getTitle()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "\""

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "\" is for Saltmarsh Plus members"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v8, v7, v3}, Lcom/saltmarsh/podcasts/Prompts;->resolution(Landroid/content/Intent;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    if-nez v0, :cond_1

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Reply$Companion;->getBUSY()Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v9, v0

    .line 67
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$NeedsUser;

    const-string v2, "USER_ACTION_REQUIRED"

    const-string v3, "This episode needs a Saltmarsh Plus membership"

    invoke-direct {v0, v2, v3, v9, v7}, Lcom/saltmarsh/podcasts/Reply$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    return-object v0

    .line 69
    :cond_2
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getLink()Lcom/saltmarsh/podcasts/PlayerLink;

    move-result-object v0

    new-instance v1, Lcom/saltmarsh/podcasts/PlayerTools$$ExternalSyntheticLambda6;

    invoke-direct {v1, v6}, Lcom/saltmarsh/podcasts/PlayerTools$$ExternalSyntheticLambda6;-><init>(Lcom/saltmarsh/podcasts/Episode;)V

    invoke-virtual {v0, v1}, Lcom/saltmarsh/podcasts/PlayerLink;->started(Lkotlin/jvm/functions/Function1;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Boolean;

    if-eqz v0, :cond_3

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    goto :goto_0

    :cond_3
    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Reply$Companion;->getBUSY()Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :goto_0
    move v7, v0

    .line 70
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v6}, Lcom/saltmarsh/podcasts/Episode;->getId()J

    move-result-wide v4

    const-string v3, "episode_id"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "playing"

    invoke-virtual {v2, v3, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/podcasts/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    return-object v0
.end method

.method public static final play$lambda$0(Lcom/saltmarsh/podcasts/Episode;Lcom/saltmarsh/podcasts/PlaybackService;)Z
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 69
    invoke-virtual {p1, p0}, Lcom/saltmarsh/podcasts/PlaybackService;->play(Lcom/saltmarsh/podcasts/Episode;)Z

    move-result v0

    return v0
.end method

.method private final queue(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 16

    .line 44
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

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

    if-nez v0, :cond_0

    const-string v0, "No episode with that episode_id"

    invoke-static {v0}, Lcom/saltmarsh/podcasts/ProtocolKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v8, v0

    .line 45
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v9

    .line 47
    :try_start_0
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getLink()Lcom/saltmarsh/podcasts/PlayerLink;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PlayerLink;->start()V

    .line 48
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getLink()Lcom/saltmarsh/podcasts/PlayerLink;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PlayerLink;->getService()Lcom/saltmarsh/podcasts/PlaybackService;

    move-result-object v0

    if-eqz v0, :cond_1

    invoke-virtual {v8}, Lcom/saltmarsh/podcasts/Episode;->getId()J

    move-result-wide v1

    const/4 v3, 0x0

    const/4 v4, 0x2

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/PlaybackService;->enqueue$default(Lcom/saltmarsh/podcasts/PlaybackService;JIILjava/lang/Object;)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    move-object v12, v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 50
    invoke-static {v9, v10}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 51
    goto :goto_1

    .line 50
    :catchall_0
    move-exception v13

    invoke-static {v9, v10}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    throw v13

    .line 46
    :goto_1
    move-object v11, v12

    .line 52
    if-nez v11, :cond_2

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Reply$Companion;->getBUSY()Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 53
    :cond_2
    invoke-virtual {v11}, Ljava/lang/Integer;->intValue()I

    move-result v0

    if-gez v0, :cond_3

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "CONFLICT"

    const-string v2, "This assistant already has as many episodes queued as it may"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 54
    :cond_3
    new-instance v12, Landroid/os/PersistableBundle;

    invoke-direct {v12}, Landroid/os/PersistableBundle;-><init>()V

    .line 55
    invoke-virtual {v8}, Lcom/saltmarsh/podcasts/Episode;->getId()J

    move-result-wide v2

    const-string v1, "episode_id"

    invoke-virtual {v12, v1, v2, v3}, Landroid/os/PersistableBundle;->putLong(Ljava/lang/String;J)V

    .line 56
    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getCaller()Lcom/saltmarsh/podcasts/Caller;

    move-result-object v2

    invoke-virtual {v2}, Lcom/saltmarsh/podcasts/Caller;->getUid()I

    move-result v2

    const-string v1, "uid"

    invoke-virtual {v12, v1, v2}, Landroid/os/PersistableBundle;->putInt(Ljava/lang/String;I)V

    .line 57
    sget-object v0, Lcom/saltmarsh/podcasts/Jobs;->INSTANCE:Lcom/saltmarsh/podcasts/Jobs;

    iget-object v1, p0, Lcom/saltmarsh/podcasts/PlayerTools;->graph:Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {v1}, Lcom/saltmarsh/podcasts/PodcastGraph;->getApp()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v8}, Lcom/saltmarsh/podcasts/Episode;->getId()J

    move-result-wide v4

    const/16 v6, 0x2710

    int-to-long v6, v6

    rem-long/2addr v4, v6

    long-to-int v4, v4

    add-int/lit16 v3, v4, 0x4e20

    const-class v2, Lcom/saltmarsh/podcasts/PrefetchJob;

    invoke-virtual {v0, v1, v2, v3, v12}, Lcom/saltmarsh/podcasts/Jobs;->schedule(Landroid/content/Context;Ljava/lang/Class;ILandroid/os/PersistableBundle;)V

    .line 58
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v8}, Lcom/saltmarsh/podcasts/Episode;->getId()J

    move-result-wide v4

    const-string v3, "episode_id"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v11}, Ljava/lang/Integer;->intValue()I

    move-result v4

    const-string v3, "position"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/podcasts/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    return-object v0
.end method

.method private final scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7

    .line 116
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "name"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "title"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "description"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "access"

    invoke-virtual {v0, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "sensitivity"

    const-string v2, "personal"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public final getHost()Lcom/saltmarsh/podcasts/ToolHost;
    .registers 2

    .line 14
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->host:Lcom/saltmarsh/podcasts/ToolHost;

    return-object v0
.end method

.method public final getTickets()Lcom/saltmarsh/podcasts/TicketBook;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools;->tickets:Lcom/saltmarsh/podcasts/TicketBook;

    return-object v0
.end method

.method public final info()Lorg/json/JSONObject;
    .registers 8

    .line 102
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 103
    const-string v1, "provider_id"

    const-string v2, "com.saltmarsh.podcasts"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 104
    const-string v1, "provider_name"

    const-string v2, "Saltmarsh Podcasts"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 105
    const-string v1, "description"

    const-string v2, "What is playing, the listening queue and the shows you follow"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 106
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 109
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 110
    const-string v4, "playback.read"

    const-string v5, "See what is playing and your queue"

    const-string v6, "read"

    invoke-direct {p0, v4, v5, v6}, Lcom/saltmarsh/podcasts/PlayerTools;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v2

    .line 111
    const-string v4, "playback.write"

    const-string v5, "Play episodes and change your queue"

    const-string v6, "write"

    invoke-direct {p0, v4, v5, v6}, Lcom/saltmarsh/podcasts/PlayerTools;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v2

    .line 112
    const-string v4, "shows.write"

    const-string v5, "Follow shows"

    const-string v6, "write"

    invoke-direct {p0, v4, v5, v6}, Lcom/saltmarsh/podcasts/PlayerTools;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v2

    .line 107
    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 113
    return-object v0
.end method
