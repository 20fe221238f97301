.class public final Lcom/larchwood/library/Account;
.super Ljava/lang/Object;
.source "Db.kt"


# static fields
.field public static final Companion:Lcom/larchwood/library/Account$Companion;

.field public static final KEY_CARD_HOLDER:Ljava/lang/String; = "card_holder"

.field public static final KEY_COUNCIL_ID:Ljava/lang/String; = "council_id"


# instance fields
.field private final prefs:Landroid/content/SharedPreferences;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/larchwood/library/Account$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/larchwood/library/Account$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/larchwood/library/Account;->Companion:Lcom/larchwood/library/Account$Companion;

    return-void
.end method

.method public constructor <init>(Landroid/content/SharedPreferences;)V
    .registers 3

    const-string v0, "prefs"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 95
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/Account;->prefs:Landroid/content/SharedPreferences;

    return-void
.end method


# virtual methods
.method public final getCouncilLinked()Z
    .registers 4

    .line 98
    iget-object v0, p0, Lcom/larchwood/library/Account;->prefs:Landroid/content/SharedPreferences;

    const-string v1, "council_id"

    const/4 v2, 0x0

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final getSignedIn()Z
    .registers 4

    .line 96
    iget-object v0, p0, Lcom/larchwood/library/Account;->prefs:Landroid/content/SharedPreferences;

    const-string v1, "card_holder"

    const/4 v2, 0x0

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
