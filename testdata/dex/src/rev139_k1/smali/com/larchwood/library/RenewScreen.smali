.class public final Lcom/larchwood/library/RenewScreen;
.super Ljava/lang/Object;
.source "Screens.kt"

# interfaces
.implements Lcom/larchwood/library/ConfirmScreen;


# static fields
.field public static final INSTANCE:Lcom/larchwood/library/RenewScreen;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/larchwood/library/RenewScreen;

    invoke-direct {v0}, Lcom/larchwood/library/RenewScreen;-><init>()V

    sput-object v0, Lcom/larchwood/library/RenewScreen;->INSTANCE:Lcom/larchwood/library/RenewScreen;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public getActivity()Ljava/lang/Class;
    .registers 2

    .line 28
    const-class v0, Lcom/larchwood/library/RenewActivity;

    return-object v0
.end method
