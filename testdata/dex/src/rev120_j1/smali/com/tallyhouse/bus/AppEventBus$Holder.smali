.class Lcom/tallyhouse/bus/AppEventBus$Holder;
.super Ljava/lang/Object;
.source "AppEventBus.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyhouse/bus/AppEventBus;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0xa
    name = "Holder"
.end annotation


# static fields
.field static final INSTANCE:Lcom/tallyhouse/bus/AppEventBus;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 22
    new-instance v0, Lcom/tallyhouse/bus/AppEventBus;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/tallyhouse/bus/AppEventBus;-><init>(Lcom/tallyhouse/bus/AppEventBus$1;)V

    sput-object v0, Lcom/tallyhouse/bus/AppEventBus$Holder;->INSTANCE:Lcom/tallyhouse/bus/AppEventBus;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
