.class public final Lcom/quirewell/cetp/Confirmations;
.super Ljava/lang/Object;
.source "Confirmations.java"


# static fields
.field private static final APP:Ljava/lang/String; = "com.quirewell"

.field private static final SCREENS:Ljava/util/EnumMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/EnumMap<",
            "Lcom/quirewell/cetp/Screen;",
            "Landroid/content/ComponentName;",
            ">;"
        }
    .end annotation
.end field


# instance fields
.field private final context:Landroid/content/Context;

.field private final tickets:Lcom/quirewell/data/Tickets;

.field private final tokens:Lcom/quirewell/cetp/TokenSources$TokenSource;


# direct methods
.method static constructor <clinit>()V
    .registers 7

    .line 14
    new-instance v0, Ljava/util/EnumMap;

    const-class v2, Lcom/quirewell/cetp/Screen;

    invoke-direct {v0, v2}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    sput-object v0, Lcom/quirewell/cetp/Confirmations;->SCREENS:Ljava/util/EnumMap;

    .line 17
    new-instance v6, Landroid/content/ComponentName;

    const-string v2, "com.quirewell"

    const-string v3, "com.quirewell.ui.ConfirmActivity"

    invoke-direct {v6, v2, v3}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    .line 18
    sget-object v0, Lcom/quirewell/cetp/Confirmations;->SCREENS:Ljava/util/EnumMap;

    sget-object v1, Lcom/quirewell/cetp/Screen;->SHARE_NOTE:Lcom/quirewell/cetp/Screen;

    invoke-virtual {v0, v1, v6}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 19
    sget-object v0, Lcom/quirewell/cetp/Confirmations;->SCREENS:Ljava/util/EnumMap;

    sget-object v1, Lcom/quirewell/cetp/Screen;->PURGE_NOTEBOOK:Lcom/quirewell/cetp/Screen;

    invoke-virtual {v0, v1, v6}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 20
    sget-object v0, Lcom/quirewell/cetp/Confirmations;->SCREENS:Ljava/util/EnumMap;

    sget-object v1, Lcom/quirewell/cetp/Screen;->RENAME_FILE:Lcom/quirewell/cetp/Screen;

    invoke-virtual {v0, v1, v6}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 22
    sget-object v0, Lcom/quirewell/cetp/Confirmations;->SCREENS:Ljava/util/EnumMap;

    sget-object v1, Lcom/quirewell/cetp/Screen;->SHRED_FILE:Lcom/quirewell/cetp/Screen;

    new-instance v2, Landroid/content/ComponentName;

    const-string v4, "com.quirewell.key"

    const-string v5, "com.quirewell.key.ApproveShredActivity"

    invoke-direct {v2, v4, v5}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 23
    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Lcom/quirewell/data/Tickets;Lcom/quirewell/cetp/TokenSources$TokenSource;)V
    .registers 4

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 30
    iput-object p1, p0, Lcom/quirewell/cetp/Confirmations;->context:Landroid/content/Context;

    .line 31
    iput-object p2, p0, Lcom/quirewell/cetp/Confirmations;->tickets:Lcom/quirewell/data/Tickets;

    .line 32
    iput-object p3, p0, Lcom/quirewell/cetp/Confirmations;->tokens:Lcom/quirewell/cetp/TokenSources$TokenSource;

    .line 33
    return-void
.end method


# virtual methods
.method public ask(Lcom/quirewell/cetp/Invocation;Lcom/quirewell/cetp/Screen;Ljava/lang/String;I)Landroid/os/Bundle;
    .registers 13

    .line 36
    iget-object v0, p0, Lcom/quirewell/cetp/Confirmations;->tokens:Lcom/quirewell/cetp/TokenSources$TokenSource;

    invoke-virtual {v0}, Lcom/quirewell/cetp/TokenSources$TokenSource;->next()Ljava/lang/String;

    move-result-object v5

    .line 37
    iget-object v0, p0, Lcom/quirewell/cetp/Confirmations;->tickets:Lcom/quirewell/data/Tickets;

    invoke-virtual {v0, v5, p1, p3}, Lcom/quirewell/data/Tickets;->open(Ljava/lang/String;Lcom/quirewell/cetp/Invocation;Ljava/lang/String;)V

    .line 38
    new-instance v6, Landroid/content/Intent;

    const-string v2, "com.quirewell.action.CONFIRM_TOOL"

    invoke-direct {v6, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 39
    sget-object v1, Lcom/quirewell/cetp/Confirmations;->SCREENS:Ljava/util/EnumMap;

    invoke-virtual {v1, p2}, Ljava/util/EnumMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/content/ComponentName;

    invoke-virtual {v6, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    .line 40
    const-string v1, "com.quirewell.extra.TICKET"

    invoke-virtual {v6, v1, v5}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 41
    iget-object v0, p0, Lcom/quirewell/cetp/Confirmations;->context:Landroid/content/Context;

    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v1

    invoke-static {v0, v1, v6, p4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v7

    .line 42
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Confirm on the device: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-static {p1, v7, v5, v3}, Lcom/quirewell/cetp/Replies;->needsUser(Lcom/quirewell/cetp/Invocation;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public redeem(Lcom/quirewell/cetp/Invocation;)Lcom/quirewell/data/Tickets$Verdict;
    .registers 4

    .line 46
    iget-object v0, p0, Lcom/quirewell/cetp/Confirmations;->tickets:Lcom/quirewell/data/Tickets;

    invoke-virtual {p1}, Lcom/quirewell/cetp/Invocation;->resumeToken()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p1}, Lcom/quirewell/data/Tickets;->redeem(Ljava/lang/String;Lcom/quirewell/cetp/Invocation;)Lcom/quirewell/data/Tickets$Verdict;

    move-result-object v0

    return-object v0
.end method
