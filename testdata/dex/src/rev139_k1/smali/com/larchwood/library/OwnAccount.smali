.class public final Lcom/larchwood/library/OwnAccount;
.super Ljava/lang/Object;
.source "Screens.kt"

# interfaces
.implements Lcom/larchwood/library/AccountScreens;


# static fields
.field public static final INSTANCE:Lcom/larchwood/library/OwnAccount;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/larchwood/library/OwnAccount;

    invoke-direct {v0}, Lcom/larchwood/library/OwnAccount;-><init>()V

    sput-object v0, Lcom/larchwood/library/OwnAccount;->INSTANCE:Lcom/larchwood/library/OwnAccount;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 45
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public signIn(Landroid/content/Context;)Landroid/content/ComponentName;
    .registers 5

    const-string v1, "ctx"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    new-instance v0, Landroid/content/ComponentName;

    const-class v2, Lcom/larchwood/library/account/SignInActivity;

    invoke-direct {v0, p1, v2}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    return-object v0
.end method

.method public signInHelp()Ljava/lang/String;
    .registers 2

    .line 48
    const-string v0, "Sign in with your library card to continue"

    return-object v0
.end method
