.class final Lcom/pt/Grants;
.super Ljava/lang/Object;
.source "Grants.java"

# static fields
.field private static final ALLOWED:Ljava/util/Set;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    return-void
.end method

.method static declared-synchronized allowed(I)Z
    .registers 3
    .line 14
    sget-object v0, Lcom/pt/Grants;->ALLOWED:Ljava/util/Set;
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method static declared-synchronized allow(I)V
    .registers 3
    .line 18
    sget-object v0, Lcom/pt/Grants;->ALLOWED:Ljava/util/Set;
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z
    .line 19
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 8
    new-instance v0, Ljava/util/HashSet;
    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V
    sput-object v0, Lcom/pt/Grants;->ALLOWED:Ljava/util/Set;
    return-void
.end method

