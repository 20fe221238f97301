.class public final Lcom/larchwood/library/LarchwoodId;
.super Ljava/lang/Object;
.source "Screens.kt"

# interfaces
.implements Lcom/larchwood/library/AccountScreens;


# static fields
.field public static final INSTANCE:Lcom/larchwood/library/LarchwoodId;

.field public static final PACKAGE:Ljava/lang/String; = "uk.gov.larchwood.id"


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/larchwood/library/LarchwoodId;

    invoke-direct {v0}, Lcom/larchwood/library/LarchwoodId;-><init>()V

    sput-object v0, Lcom/larchwood/library/LarchwoodId;->INSTANCE:Lcom/larchwood/library/LarchwoodId;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 52
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public signIn(Landroid/content/Context;)Landroid/content/ComponentName;
    .registers 6

    const-string v1, "ctx"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 55
    new-instance v0, Landroid/content/ComponentName;

    const-string v2, "uk.gov.larchwood.id"

    const-string v3, "uk.gov.larchwood.id.login.LoginActivity"

    invoke-direct {v0, v2, v3}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public signInHelp()Ljava/lang/String;
    .registers 2

    .line 57
    const-string v0, "Sign in with Larchwood ID to manage fines and payments"

    return-object v0
.end method
