.class public final Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;
.super Lcom/clawseed/sdk/provider/CetpAccessDecision;
.source "Cetp.kt"


# static fields
.field public static final INSTANCE:Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;

    invoke-direct {v0}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;-><init>()V

    sput-object v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;

    return-void
.end method

.method private constructor <init>()V
    .registers 2

    .line 98
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/clawseed/sdk/provider/CetpAccessDecision;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
