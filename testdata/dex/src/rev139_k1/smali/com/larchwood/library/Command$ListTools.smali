.class public final Lcom/larchwood/library/Command$ListTools;
.super Ljava/lang/Object;
.source "Commands.kt"

# interfaces
.implements Lcom/larchwood/library/Command$InSession;


# static fields
.field public static final INSTANCE:Lcom/larchwood/library/Command$ListTools;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/larchwood/library/Command$ListTools;

    invoke-direct {v0}, Lcom/larchwood/library/Command$ListTools;-><init>()V

    sput-object v0, Lcom/larchwood/library/Command$ListTools;->INSTANCE:Lcom/larchwood/library/Command$ListTools;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 3

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lcom/larchwood/library/Command$ListTools;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lcom/larchwood/library/Command$ListTools;

    const/4 v0, 0x1

    return v0
.end method

.method public hashCode()I
    .registers 2

    const v0, 0x734e739b

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2

    const-string v0, "ListTools"

    return-object v0
.end method
