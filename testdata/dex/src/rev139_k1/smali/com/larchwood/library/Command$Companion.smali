.class public final Lcom/larchwood/library/Command$Companion;
.super Ljava/lang/Object;
.source "Commands.kt"


# static fields
.field static final synthetic $$INSTANCE:Lcom/larchwood/library/Command$Companion;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/larchwood/library/Command$Companion;

    invoke-direct {v0}, Lcom/larchwood/library/Command$Companion;-><init>()V

    sput-object v0, Lcom/larchwood/library/Command$Companion;->$$INSTANCE:Lcom/larchwood/library/Command$Companion;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final of(Ljava/lang/String;Landroid/os/Bundle;)Lcom/larchwood/library/Command;
    .registers 10

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "extras"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 30
    move-object v6, p1

    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_1

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    goto :goto_1

    :sswitch_2
    const-string v1, "get_provider_info"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto :goto_1

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    goto :goto_1

    .line 31
    :cond_0
    new-instance v0, Lcom/larchwood/library/Command$Negotiate;

    const-string v3, "consumer_versions"

    invoke-virtual {p2, v3}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v2

    if-eqz v2, :cond_1

    invoke-static {v2}, Lkotlin/collections/ArraysKt;->toList([I)Ljava/util/List;

    move-result-object v2

    goto :goto_0

    :cond_1
    const/4 v2, 0x0

    :goto_0
    if-nez v2, :cond_2

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v2

    :cond_2
    invoke-direct {v0, v2}, Lcom/larchwood/library/Command$Negotiate;-><init>(Ljava/util/List;)V

    check-cast v0, Lcom/larchwood/library/Command;

    goto :goto_2

    .line 32
    :cond_3
    sget-object v0, Lcom/larchwood/library/Command$ProviderInfo;->INSTANCE:Lcom/larchwood/library/Command$ProviderInfo;

    check-cast v0, Lcom/larchwood/library/Command;

    goto :goto_2

    .line 33
    :cond_4
    sget-object v0, Lcom/larchwood/library/Command$ListTools;->INSTANCE:Lcom/larchwood/library/Command$ListTools;

    check-cast v0, Lcom/larchwood/library/Command;

    goto :goto_2

    .line 34
    :cond_5
    new-instance v0, Lcom/larchwood/library/Command$Execute;

    const-string v3, "tool_name"

    invoke-virtual {p2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "args"

    invoke-virtual {p2, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "resume_token"

    invoke-virtual {p2, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v0, v2, v3, v4}, Lcom/larchwood/library/Command$Execute;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/larchwood/library/Command;

    goto :goto_2

    .line 35
    :goto_1
    new-instance v0, Lcom/larchwood/library/Command$Unknown;

    invoke-direct {v0, p1}, Lcom/larchwood/library/Command$Unknown;-><init>(Ljava/lang/String;)V

    check-cast v0, Lcom/larchwood/library/Command;

    .line 36
    :goto_2
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_2
        0x2a3a6efa -> :sswitch_1
    .end sparse-switch
.end method
