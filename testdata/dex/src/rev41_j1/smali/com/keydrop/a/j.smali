.class public final Lcom/keydrop/a/j;
.super Ljava/lang/Object;
.source "Callers.java"


# static fields
.field public static final a:Ljava/util/Set;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 10
    new-instance v0, Ljava/util/HashSet;

    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const-string v2, "com.keydrop.fleet"

    const/4 v3, 0x0

    aput-object v2, v1, v3

    const-string v2, "com.keydrop.kiosk"

    const/4 v3, 0x1

    aput-object v2, v1, v3

    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/keydrop/a/j;->a:Ljava/util/Set;

    return-void
.end method
