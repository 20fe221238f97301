.class public final Lcom/fernhill/lend/Account;
.super Ljava/lang/Object;
.source "Graph.kt"


# static fields
.field private static final Companion:Lcom/fernhill/lend/Account$Companion;

.field public static final KEY_BRANCH:Ljava/lang/String; = "home_branch"

.field public static final KEY_CARD:Ljava/lang/String; = "county_card_linked"

.field public static final KEY_USER:Ljava/lang/String; = "user"


# instance fields
.field private final prefs:Landroid/content/SharedPreferences;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/fernhill/lend/Account$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/fernhill/lend/Account$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/fernhill/lend/Account;->Companion:Lcom/fernhill/lend/Account$Companion;

    return-void
.end method

.method public constructor <init>(Landroid/content/SharedPreferences;)V
    .registers 3

    const-string v0, "prefs"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fernhill/lend/Account;->prefs:Landroid/content/SharedPreferences;

    return-void
.end method


# virtual methods
.method public final getCardLinked()Z
    .registers 4

    .line 63
    iget-object v0, p0, Lcom/fernhill/lend/Account;->prefs:Landroid/content/SharedPreferences;

    const-string v1, "county_card_linked"

    const/4 v2, 0x0

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getBoolean(Ljava/lang/String;Z)Z

    move-result v0

    return v0
.end method

.method public final getHomeBranch()Ljava/lang/String;
    .registers 4

    .line 65
    iget-object v0, p0, Lcom/fernhill/lend/Account;->prefs:Landroid/content/SharedPreferences;

    const-string v1, "home_branch"

    const/4 v2, 0x0

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "central"

    :cond_0
    return-object v0
.end method

.method public final getSignedIn()Z
    .registers 2

    .line 61
    invoke-virtual {p0}, Lcom/fernhill/lend/Account;->getUser()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final getUser()Ljava/lang/String;
    .registers 4

    .line 58
    iget-object v0, p0, Lcom/fernhill/lend/Account;->prefs:Landroid/content/SharedPreferences;

    const-string v1, "user"

    const/4 v2, 0x0

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final setUser(Ljava/lang/String;)V
    .registers 4

    .line 59
    iget-object v0, p0, Lcom/fernhill/lend/Account;->prefs:Landroid/content/SharedPreferences;

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    const-string v1, "user"

    invoke-interface {v0, v1, p1}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V

    return-void
.end method
