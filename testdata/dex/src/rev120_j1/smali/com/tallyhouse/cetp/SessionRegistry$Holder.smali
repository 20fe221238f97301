.class Lcom/tallyhouse/cetp/SessionRegistry$Holder;
.super Ljava/lang/Object;
.source "SessionRegistry.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyhouse/cetp/SessionRegistry;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0xa
    name = "Holder"
.end annotation


# static fields
.field static final INSTANCE:Lcom/tallyhouse/cetp/SessionRegistry;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 16
    new-instance v0, Lcom/tallyhouse/cetp/SessionRegistry;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/tallyhouse/cetp/SessionRegistry;-><init>(Lcom/tallyhouse/cetp/SessionRegistry$1;)V

    sput-object v0, Lcom/tallyhouse/cetp/SessionRegistry$Holder;->INSTANCE:Lcom/tallyhouse/cetp/SessionRegistry;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
