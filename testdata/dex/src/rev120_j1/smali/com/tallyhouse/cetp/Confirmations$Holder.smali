.class Lcom/tallyhouse/cetp/Confirmations$Holder;
.super Ljava/lang/Object;
.source "Confirmations.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyhouse/cetp/Confirmations;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0xa
    name = "Holder"
.end annotation


# static fields
.field static final INSTANCE:Lcom/tallyhouse/cetp/Confirmations;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 15
    new-instance v0, Lcom/tallyhouse/cetp/Confirmations;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/tallyhouse/cetp/Confirmations;-><init>(Lcom/tallyhouse/cetp/Confirmations$1;)V

    sput-object v0, Lcom/tallyhouse/cetp/Confirmations$Holder;->INSTANCE:Lcom/tallyhouse/cetp/Confirmations;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
