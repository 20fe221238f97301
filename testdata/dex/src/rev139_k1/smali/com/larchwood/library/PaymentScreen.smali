.class public final Lcom/larchwood/library/PaymentScreen;
.super Ljava/lang/Object;
.source "Screens.kt"

# interfaces
.implements Lcom/larchwood/library/ConfirmScreen;


# static fields
.field public static final INSTANCE:Lcom/larchwood/library/PaymentScreen;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/larchwood/library/PaymentScreen;

    invoke-direct {v0}, Lcom/larchwood/library/PaymentScreen;-><init>()V

    sput-object v0, Lcom/larchwood/library/PaymentScreen;->INSTANCE:Lcom/larchwood/library/PaymentScreen;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public flags()I
    .registers 2

    .line 34
    const/high16 v0, 0xc000000

    return v0
.end method

.method public getActivity()Ljava/lang/Class;
    .registers 2

    .line 32
    const-class v0, Lcom/larchwood/library/PayFineActivity;

    return-object v0
.end method
