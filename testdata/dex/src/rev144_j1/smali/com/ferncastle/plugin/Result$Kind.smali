.class public final enum Lcom/ferncastle/plugin/Result$Kind;
.super Ljava/lang/Enum;
.source "Result.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/plugin/Result;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "Kind"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/ferncastle/plugin/Result$Kind;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/ferncastle/plugin/Result$Kind;

.field public static final enum FAILED:Lcom/ferncastle/plugin/Result$Kind;

.field public static final enum FILE:Lcom/ferncastle/plugin/Result$Kind;

.field public static final enum NEEDS_USER:Lcom/ferncastle/plugin/Result$Kind;

.field public static final enum OK:Lcom/ferncastle/plugin/Result$Kind;


# direct methods
.method private static synthetic $values()[Lcom/ferncastle/plugin/Result$Kind;
    .registers 3

    .line 11
    const/4 v0, 0x4

    new-array v0, v0, [Lcom/ferncastle/plugin/Result$Kind;

    sget-object v2, Lcom/ferncastle/plugin/Result$Kind;->OK:Lcom/ferncastle/plugin/Result$Kind;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/ferncastle/plugin/Result$Kind;->FILE:Lcom/ferncastle/plugin/Result$Kind;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/ferncastle/plugin/Result$Kind;->FAILED:Lcom/ferncastle/plugin/Result$Kind;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/ferncastle/plugin/Result$Kind;->NEEDS_USER:Lcom/ferncastle/plugin/Result$Kind;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 11
    new-instance v0, Lcom/ferncastle/plugin/Result$Kind;

    const-string v1, "OK"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/ferncastle/plugin/Result$Kind;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/ferncastle/plugin/Result$Kind;->OK:Lcom/ferncastle/plugin/Result$Kind;

    new-instance v0, Lcom/ferncastle/plugin/Result$Kind;

    const-string v1, "FILE"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/ferncastle/plugin/Result$Kind;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/ferncastle/plugin/Result$Kind;->FILE:Lcom/ferncastle/plugin/Result$Kind;

    new-instance v0, Lcom/ferncastle/plugin/Result$Kind;

    const-string v1, "FAILED"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/ferncastle/plugin/Result$Kind;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/ferncastle/plugin/Result$Kind;->FAILED:Lcom/ferncastle/plugin/Result$Kind;

    new-instance v0, Lcom/ferncastle/plugin/Result$Kind;

    const-string v1, "NEEDS_USER"

    const/4 v2, 0x3

    invoke-direct {v0, v1, v2}, Lcom/ferncastle/plugin/Result$Kind;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/ferncastle/plugin/Result$Kind;->NEEDS_USER:Lcom/ferncastle/plugin/Result$Kind;

    invoke-static {}, Lcom/ferncastle/plugin/Result$Kind;->$values()[Lcom/ferncastle/plugin/Result$Kind;

    move-result-object v0

    sput-object v0, Lcom/ferncastle/plugin/Result$Kind;->$VALUES:[Lcom/ferncastle/plugin/Result$Kind;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 11
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/ferncastle/plugin/Result$Kind;
    .registers 2

    .line 11
    const-class v0, Lcom/ferncastle/plugin/Result$Kind;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/ferncastle/plugin/Result$Kind;

    return-object v0
.end method

.method public static values()[Lcom/ferncastle/plugin/Result$Kind;
    .registers 1

    .line 11
    sget-object v0, Lcom/ferncastle/plugin/Result$Kind;->$VALUES:[Lcom/ferncastle/plugin/Result$Kind;

    invoke-virtual {v0}, [Lcom/ferncastle/plugin/Result$Kind;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/ferncastle/plugin/Result$Kind;

    return-object v0
.end method
