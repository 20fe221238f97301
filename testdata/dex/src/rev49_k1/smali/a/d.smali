.class public final enum La/d;
.super Ljava/lang/Enum;
.source "SourceFile"


# static fields
.field public static final enum a:La/d;

.field public static final enum b:La/d;

.field private static final synthetic c:[La/d;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 4
    new-instance v0, La/d;

    const-string v1, "ASK"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, La/d;-><init>(Ljava/lang/String;I)V

    sput-object v0, La/d;->a:La/d;

    .line 5
    new-instance v1, La/d;

    const-string v2, "SKIP"

    const/4 v3, 0x1

    invoke-direct {v1, v2, v3}, La/d;-><init>(Ljava/lang/String;I)V

    sput-object v1, La/d;->b:La/d;

    const/4 v2, 0x2

    new-array v2, v2, [La/d;

    const/4 v3, 0x0

    aput-object v0, v2, v3

    const/4 v3, 0x1

    aput-object v1, v2, v3

    sput-object v2, La/d;->c:[La/d;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3

    .line 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static a(Ljava/lang/String;)La/d;
    .registers 2

    .line 8
    const-string v0, "skip"

    invoke-static {p0, v0}, Lb/a;->a(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_skip

    const-string v0, "true"

    invoke-static {p0, v0}, Lb/a;->a(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result p0

    if-nez p0, :cond_skip

    sget-object p0, La/d;->a:La/d;

    return-object p0

    :cond_skip
    sget-object p0, La/d;->b:La/d;

    return-object p0
.end method

.method public static valueOf(Ljava/lang/String;)La/d;
    .registers 2

    const-class v0, La/d;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object p0

    check-cast p0, La/d;

    return-object p0
.end method

.method public static values()[La/d;
    .registers 1

    sget-object v0, La/d;->c:[La/d;

    invoke-virtual {v0}, [La/d;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [La/d;

    return-object v0
.end method
