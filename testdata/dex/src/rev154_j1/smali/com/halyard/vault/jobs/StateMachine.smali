.class public final Lcom/halyard/vault/jobs/StateMachine;
.super Ljava/lang/Object;
.source "StateMachine.java"


# static fields
.field private static final NEXT:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Lcom/halyard/vault/jobs/OpStatus;",
            "Ljava/util/Set<",
            "Lcom/halyard/vault/jobs/OpStatus;",
            ">;>;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 5

    .line 10
    new-instance v0, Ljava/util/EnumMap;

    const-class v2, Lcom/halyard/vault/jobs/OpStatus;

    invoke-direct {v0, v2}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    sput-object v0, Lcom/halyard/vault/jobs/StateMachine;->NEXT:Ljava/util/Map;

    .line 13
    sget-object v0, Lcom/halyard/vault/jobs/StateMachine;->NEXT:Ljava/util/Map;

    sget-object v1, Lcom/halyard/vault/jobs/OpStatus;->PENDING:Lcom/halyard/vault/jobs/OpStatus;

    sget-object v2, Lcom/halyard/vault/jobs/OpStatus;->RUNNING:Lcom/halyard/vault/jobs/OpStatus;

    sget-object v3, Lcom/halyard/vault/jobs/OpStatus;->CANCELLED:Lcom/halyard/vault/jobs/OpStatus;

    invoke-static {v2, v3}, Ljava/util/EnumSet;->of(Ljava/lang/Enum;Ljava/lang/Enum;)Ljava/util/EnumSet;

    move-result-object v2

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 14
    sget-object v0, Lcom/halyard/vault/jobs/StateMachine;->NEXT:Ljava/util/Map;

    sget-object v1, Lcom/halyard/vault/jobs/OpStatus;->RUNNING:Lcom/halyard/vault/jobs/OpStatus;

    sget-object v2, Lcom/halyard/vault/jobs/OpStatus;->SUCCEEDED:Lcom/halyard/vault/jobs/OpStatus;

    sget-object v3, Lcom/halyard/vault/jobs/OpStatus;->FAILED:Lcom/halyard/vault/jobs/OpStatus;

    sget-object v4, Lcom/halyard/vault/jobs/OpStatus;->CANCELLED:Lcom/halyard/vault/jobs/OpStatus;

    invoke-static {v2, v3, v4}, Ljava/util/EnumSet;->of(Ljava/lang/Enum;Ljava/lang/Enum;Ljava/lang/Enum;)Ljava/util/EnumSet;

    move-result-object v2

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 15
    sget-object v0, Lcom/halyard/vault/jobs/StateMachine;->NEXT:Ljava/util/Map;

    sget-object v1, Lcom/halyard/vault/jobs/OpStatus;->SUCCEEDED:Lcom/halyard/vault/jobs/OpStatus;

    const-class v2, Lcom/halyard/vault/jobs/OpStatus;

    invoke-static {v2}, Ljava/util/EnumSet;->noneOf(Ljava/lang/Class;)Ljava/util/EnumSet;

    move-result-object v2

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 16
    sget-object v0, Lcom/halyard/vault/jobs/StateMachine;->NEXT:Ljava/util/Map;

    sget-object v1, Lcom/halyard/vault/jobs/OpStatus;->FAILED:Lcom/halyard/vault/jobs/OpStatus;

    const-class v2, Lcom/halyard/vault/jobs/OpStatus;

    invoke-static {v2}, Ljava/util/EnumSet;->noneOf(Ljava/lang/Class;)Ljava/util/EnumSet;

    move-result-object v2

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 17
    sget-object v0, Lcom/halyard/vault/jobs/StateMachine;->NEXT:Ljava/util/Map;

    sget-object v1, Lcom/halyard/vault/jobs/OpStatus;->CANCELLED:Lcom/halyard/vault/jobs/OpStatus;

    const-class v2, Lcom/halyard/vault/jobs/OpStatus;

    invoke-static {v2}, Ljava/util/EnumSet;->noneOf(Ljava/lang/Class;)Ljava/util/EnumSet;

    move-result-object v2

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 18
    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    return-void
.end method

.method public static allowed(Lcom/halyard/vault/jobs/OpStatus;Lcom/halyard/vault/jobs/OpStatus;)Z
    .registers 3

    .line 24
    sget-object v0, Lcom/halyard/vault/jobs/StateMachine;->NEXT:Ljava/util/Map;

    invoke-interface {v0, p0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public static check(Lcom/halyard/vault/jobs/OpStatus;Lcom/halyard/vault/jobs/OpStatus;)V
    .registers 7

    .line 28
    invoke-static {p0, p1}, Lcom/halyard/vault/jobs/StateMachine;->allowed(Lcom/halyard/vault/jobs/OpStatus;Lcom/halyard/vault/jobs/OpStatus;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 29
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-static {p0}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "operation cannot go from "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " to "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 31
    :cond_0
    return-void
.end method
