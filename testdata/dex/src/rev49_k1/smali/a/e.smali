.class public final La/e;
.super Ljava/lang/Object;
.source "SourceFile"


# static fields
.field public static final a:La/e;

.field private static final b:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, La/e;

    invoke-direct {v0}, La/e;-><init>()V

    sput-object v0, La/e;->a:La/e;

    .line 10
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, La/e;->b:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final a(Ljava/lang/String;ILjava/lang/String;)V
    .registers 6

    .line 13
    sget-object v0, La/e;->b:Ljava/util/concurrent/ConcurrentHashMap;

    new-instance v1, La/f;

    invoke-direct {v1, p2, p3}, La/f;-><init>(ILjava/lang/String;)V

    invoke-interface {v0, p1, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    return-void
.end method

.method public final b(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 6

    .line 17
    const/4 v0, 0x0

    if-eqz p1, :cond_none

    sget-object v1, La/e;->b:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v1, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, La/f;

    if-nez p1, :cond_held

    :cond_none
    return v0

    .line 18
    :cond_held
    iget v1, p1, La/f;->a:I

    if-ne v1, p2, :cond_other

    iget-object p1, p1, La/f;->b:Ljava/lang/String;

    invoke-static {p1, p3}, Lb/a;->a(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_other

    const/4 v0, 0x1

    :cond_other
    return v0
.end method
