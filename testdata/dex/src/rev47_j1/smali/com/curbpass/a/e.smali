.class public final Lcom/curbpass/a/e;
.super Ljava/lang/Object;
.source "SourceFile"


# static fields
.field public static final a:Ljava/util/Set;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 9
    new-instance v0, Ljava/util/HashSet;

    const/4 v1, 0x3

    new-array v1, v1, [Ljava/lang/String;

    const-string v2, "gov.city.enforcement"

    const/4 v3, 0x0

    aput-object v2, v1, v3

    const-string v2, "com.curbpass.kiosk"

    const/4 v3, 0x1

    aput-object v2, v1, v3

    const-string v2, "com.metrotow.driver"

    const/4 v3, 0x2

    aput-object v2, v1, v3

    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/curbpass/a/e;->a:Ljava/util/Set;

    return-void
.end method
