.class public final Lcom/saltmarsh/ferry/Account;
.super Ljava/lang/Object;
.source "Db.kt"


# static fields
.field public static final Companion:Lcom/saltmarsh/ferry/Account$Companion;

.field public static final KEY_USER:Ljava/lang/String; = "user"


# instance fields
.field private final prefs:Landroid/content/SharedPreferences;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/saltmarsh/ferry/Account$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/saltmarsh/ferry/Account$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/ferry/Account;->Companion:Lcom/saltmarsh/ferry/Account$Companion;

    return-void
.end method

.method public constructor <init>(Landroid/content/SharedPreferences;)V
    .registers 3

    const-string v0, "prefs"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 125
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/ferry/Account;->prefs:Landroid/content/SharedPreferences;

    return-void
.end method


# virtual methods
.method public final getSignedIn()Z
    .registers 2

    .line 128
    invoke-virtual {p0}, Lcom/saltmarsh/ferry/Account;->getUser()Ljava/lang/String;

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

    .line 126
    iget-object v0, p0, Lcom/saltmarsh/ferry/Account;->prefs:Landroid/content/SharedPreferences;

    const-string v1, "user"

    const/4 v2, 0x0

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
