.class public final Lcom/fernhill/lend/Screens;
.super Ljava/lang/Object;
.source "Resolutions.kt"


# static fields
.field public static final CARD_LINK:Landroid/content/ComponentName;

.field public static final Companion:Lcom/fernhill/lend/Screens$Companion;

.field public static final SIGN_IN:Landroid/content/ComponentName;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    new-instance v0, Lcom/fernhill/lend/Screens$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/fernhill/lend/Screens$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/fernhill/lend/Screens;->Companion:Lcom/fernhill/lend/Screens$Companion;

    .line 40
    new-instance v0, Landroid/content/ComponentName;

    const-string v1, "com.fernhill.lend"

    const-string v2, "com.fernhill.lend.account.SignInActivity"

    invoke-direct {v0, v1, v2}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    sput-object v0, Lcom/fernhill/lend/Screens;->SIGN_IN:Landroid/content/ComponentName;

    .line 44
    new-instance v0, Landroid/content/ComponentName;

    const-string v1, "org.shirecounty.libraries"

    const-string v2, "org.shirecounty.libraries.card.LinkCardActivity"

    invoke-direct {v0, v1, v2}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    sput-object v0, Lcom/fernhill/lend/Screens;->CARD_LINK:Landroid/content/ComponentName;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 36
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
