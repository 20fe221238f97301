.class public abstract Lcom/fieldnote/birding/cetp/Command;
.super Ljava/lang/Object;
.source "Command.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fieldnote/birding/cetp/Command$Negotiate;,
        Lcom/fieldnote/birding/cetp/Command$ProviderInfo;,
        Lcom/fieldnote/birding/cetp/Command$ListTools;,
        Lcom/fieldnote/birding/cetp/Command$ExecuteTool;,
        Lcom/fieldnote/birding/cetp/Command$Operation;,
        Lcom/fieldnote/birding/cetp/Command$Unknown;,
        Lcom/fieldnote/birding/cetp/Command$InSession;,
        Lcom/fieldnote/birding/cetp/Command$Visitor;
    }
.end annotation


# instance fields
.field public final extras:Landroid/os/Bundle;


# direct methods
.method constructor <init>(Landroid/os/Bundle;)V
    .registers 2

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    iput-object p1, p0, Lcom/fieldnote/birding/cetp/Command;->extras:Landroid/os/Bundle;

    .line 26
    return-void
.end method

.method public static parse(Ljava/lang/String;Landroid/os/Bundle;)Lcom/fieldnote/birding/cetp/Command;
    .registers 7

    .line 31
    if-nez p1, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    goto :goto_0

    :cond_0
    move-object v0, p1

    :goto_0
    move-object v2, v0

    .line 32
    if-nez p0, :cond_1

    const-string v0, ""

    goto :goto_1

    :cond_1
    move-object v0, p0

    :goto_1
    move-object v3, v0

    const/4 v4, -0x1

    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_2

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v4, 0x0

    goto :goto_2

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v4, 0x1

    goto :goto_2

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v4, 0x2

    goto :goto_2

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v4, 0x3

    goto :goto_2

    :sswitch_4
    const-string v1, "get_operation"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v4, 0x4

    goto :goto_2

    :sswitch_5
    const-string v1, "cancel_operation"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v4, 0x5

    :cond_2
    :goto_2
    packed-switch v4, :pswitch_data_0

    goto :goto_3

    .line 34
    :pswitch_0
    new-instance v0, Lcom/fieldnote/birding/cetp/Command$Negotiate;

    invoke-direct {v0, v2}, Lcom/fieldnote/birding/cetp/Command$Negotiate;-><init>(Landroid/os/Bundle;)V

    return-object v0

    .line 36
    :pswitch_1
    new-instance v0, Lcom/fieldnote/birding/cetp/Command$ProviderInfo;

    invoke-direct {v0, v2}, Lcom/fieldnote/birding/cetp/Command$ProviderInfo;-><init>(Landroid/os/Bundle;)V

    return-object v0

    .line 38
    :pswitch_2
    new-instance v0, Lcom/fieldnote/birding/cetp/Command$ListTools;

    invoke-direct {v0, v2}, Lcom/fieldnote/birding/cetp/Command$ListTools;-><init>(Landroid/os/Bundle;)V

    return-object v0

    .line 40
    :pswitch_3
    new-instance v0, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;

    invoke-direct {v0, v2}, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;-><init>(Landroid/os/Bundle;)V

    return-object v0

    .line 43
    :pswitch_4
    new-instance v0, Lcom/fieldnote/birding/cetp/Command$Operation;

    invoke-direct {v0, v2, p0}, Lcom/fieldnote/birding/cetp/Command$Operation;-><init>(Landroid/os/Bundle;Ljava/lang/String;)V

    return-object v0

    .line 45
    :goto_3
    new-instance v0, Lcom/fieldnote/birding/cetp/Command$Unknown;

    invoke-direct {v0, v2, p0}, Lcom/fieldnote/birding/cetp/Command$Unknown;-><init>(Landroid/os/Bundle;Ljava/lang/String;)V

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_4
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_2
        0x7571ade2 -> :sswitch_5
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_4
    .end packed-switch
.end method


# virtual methods
.method public abstract accept(Lcom/fieldnote/birding/cetp/Command$Visitor;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<R:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/fieldnote/birding/cetp/Command$Visitor<",
            "TR;>;)TR;"
        }
    .end annotation
.end method
