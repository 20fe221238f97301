.class public final Lcom/copperwick/cetp/Confirmations;
.super Ljava/lang/Object;
.source "Confirmations.java"


# static fields
.field private static final LAYOUTS:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# instance fields
.field private final context:Landroid/content/Context;

.field private final screen:Landroid/content/ComponentName;

.field private final tickets:Lcom/copperwick/data/Tickets;

.field private final tokenBytes:I

.field private final tokens:Lcom/copperwick/config/TokenFactories$Generator;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 16
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/copperwick/cetp/Confirmations;->LAYOUTS:Ljava/util/Map;

    .line 19
    sget-object v0, Lcom/copperwick/cetp/Confirmations;->LAYOUTS:Ljava/util/Map;

    const-string v1, "add_expense"

    const-string v2, "amount"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 20
    sget-object v0, Lcom/copperwick/cetp/Confirmations;->LAYOUTS:Ljava/util/Map;

    const-string v1, "purge_category"

    const-string v2, "delete"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 21
    sget-object v0, Lcom/copperwick/cetp/Confirmations;->LAYOUTS:Ljava/util/Map;

    const-string v1, "edit_receipt"

    const-string v2, "amount"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 22
    sget-object v0, Lcom/copperwick/cetp/Confirmations;->LAYOUTS:Ljava/util/Map;

    const-string v1, "delete_receipts"

    const-string v2, "delete"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 23
    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Lcom/copperwick/data/Tickets;Lcom/copperwick/config/TokenFactories$Generator;ILandroid/content/ComponentName;)V
    .registers 6

    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 33
    iput-object p1, p0, Lcom/copperwick/cetp/Confirmations;->context:Landroid/content/Context;

    .line 34
    iput-object p2, p0, Lcom/copperwick/cetp/Confirmations;->tickets:Lcom/copperwick/data/Tickets;

    .line 35
    iput-object p3, p0, Lcom/copperwick/cetp/Confirmations;->tokens:Lcom/copperwick/config/TokenFactories$Generator;

    .line 36
    iput p4, p0, Lcom/copperwick/cetp/Confirmations;->tokenBytes:I

    .line 37
    iput-object p5, p0, Lcom/copperwick/cetp/Confirmations;->screen:Landroid/content/ComponentName;

    .line 38
    return-void
.end method


# virtual methods
.method public ask(Lcom/copperwick/cetp/Invocation;Ljava/lang/String;Lcom/copperwick/config/FlagPresets$Kind;)Landroid/os/Bundle;
    .registers 12

    .line 41
    iget-object v0, p0, Lcom/copperwick/cetp/Confirmations;->tokens:Lcom/copperwick/config/TokenFactories$Generator;

    iget v1, p0, Lcom/copperwick/cetp/Confirmations;->tokenBytes:I

    invoke-virtual {v0, v1}, Lcom/copperwick/config/TokenFactories$Generator;->next(I)Ljava/lang/String;

    move-result-object v5

    .line 42
    iget-object v0, p0, Lcom/copperwick/cetp/Confirmations;->tickets:Lcom/copperwick/data/Tickets;

    invoke-virtual {v0, v5, p1, p2}, Lcom/copperwick/data/Tickets;->open(Ljava/lang/String;Lcom/copperwick/cetp/Invocation;Ljava/lang/String;)V

    .line 43
    new-instance v6, Landroid/content/Intent;

    const-string v2, "com.copperwick.action.CONFIRM_TOOL"

    invoke-direct {v6, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 44
    iget-object v1, p0, Lcom/copperwick/cetp/Confirmations;->screen:Landroid/content/ComponentName;

    invoke-virtual {v6, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    .line 45
    const-string v1, "com.copperwick.extra.TICKET"

    invoke-virtual {v6, v1, v5}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 46
    sget-object v2, Lcom/copperwick/cetp/Confirmations;->LAYOUTS:Ljava/util/Map;

    invoke-virtual {p1}, Lcom/copperwick/cetp/Invocation;->tool()Ljava/lang/String;

    move-result-object v3

    const-string v4, "generic"

    invoke-interface {v2, v3, v4}, Ljava/util/Map;->getOrDefault(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/String;

    const-string v1, "com.copperwick.extra.LAYOUT"

    invoke-virtual {v6, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 47
    iget-object v0, p0, Lcom/copperwick/cetp/Confirmations;->context:Landroid/content/Context;

    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v1

    .line 48
    invoke-static {p3}, Lcom/copperwick/config/FlagPresets;->of(Lcom/copperwick/config/FlagPresets$Kind;)I

    move-result v3

    .line 47
    invoke-static {v0, v1, v6, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v7

    .line 49
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Please confirm on the phone: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-static {p1, v7, v5, v3}, Lcom/copperwick/cetp/Replies;->needsUser(Lcom/copperwick/cetp/Invocation;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public redeem(Lcom/copperwick/cetp/Invocation;)I
    .registers 4

    .line 53
    iget-object v0, p0, Lcom/copperwick/cetp/Confirmations;->tickets:Lcom/copperwick/data/Tickets;

    invoke-virtual {p1}, Lcom/copperwick/cetp/Invocation;->resumeToken()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p1}, Lcom/copperwick/data/Tickets;->redeem(Ljava/lang/String;Lcom/copperwick/cetp/Invocation;)I

    move-result v0

    return v0
.end method
