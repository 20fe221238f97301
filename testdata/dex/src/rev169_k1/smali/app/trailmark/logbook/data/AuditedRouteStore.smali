.class public final Lapp/trailmark/logbook/data/AuditedRouteStore;
.super Ljava/lang/Object;
.source "RouteStore.kt"

# interfaces
.implements Lapp/trailmark/logbook/data/RouteStore;


# instance fields
.field private final audit:Lapp/trailmark/logbook/data/AuditLog;

.field private final inner:Lapp/trailmark/logbook/data/RouteStore;


# direct methods
.method public constructor <init>(Lapp/trailmark/logbook/data/RouteStore;Lapp/trailmark/logbook/data/AuditLog;)V
    .registers 4

    const-string v0, "inner"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "audit"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 66
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/trailmark/logbook/data/AuditedRouteStore;->inner:Lapp/trailmark/logbook/data/RouteStore;

    iput-object p2, p0, Lapp/trailmark/logbook/data/AuditedRouteStore;->audit:Lapp/trailmark/logbook/data/AuditLog;

    return-void
.end method


# virtual methods
.method public delete(J)Z
    .registers 10

    .line 68
    iget-object v0, p0, Lapp/trailmark/logbook/data/AuditedRouteStore;->inner:Lapp/trailmark/logbook/data/RouteStore;

    invoke-interface {v0, p1, p2}, Lapp/trailmark/logbook/data/RouteStore;->delete(J)Z

    move-result v6

    .line 69
    if-eqz v6, :cond_0

    iget-object v0, p0, Lapp/trailmark/logbook/data/AuditedRouteStore;->audit:Lapp/trailmark/logbook/data/AuditLog;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "route/"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "delete_route"

    invoke-virtual {v0, v1, v2, v3}, Lapp/trailmark/logbook/data/AuditLog;->record(ILjava/lang/String;Ljava/lang/String;)V

    .line 70
    :cond_0
    return v6
.end method

.method public find(J)Lapp/trailmark/logbook/data/Route;
    .registers 4

    iget-object v0, p0, Lapp/trailmark/logbook/data/AuditedRouteStore;->inner:Lapp/trailmark/logbook/data/RouteStore;

    invoke-interface {v0, p1, p2}, Lapp/trailmark/logbook/data/RouteStore;->find(J)Lapp/trailmark/logbook/data/Route;

    move-result-object v0

    return-object v0
.end method

.method public list(I)Ljava/util/List;
    .registers 3

    iget-object v0, p0, Lapp/trailmark/logbook/data/AuditedRouteStore;->inner:Lapp/trailmark/logbook/data/RouteStore;

    invoke-interface {v0, p1}, Lapp/trailmark/logbook/data/RouteStore;->list(I)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public rename(JLjava/lang/String;)Z
    .registers 6

    const-string v1, "name"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v0, p0, Lapp/trailmark/logbook/data/AuditedRouteStore;->inner:Lapp/trailmark/logbook/data/RouteStore;

    invoke-interface {v0, p1, p2, p3}, Lapp/trailmark/logbook/data/RouteStore;->rename(JLjava/lang/String;)Z

    move-result v0

    return v0
.end method

.method public save(Ljava/lang/String;ILjava/lang/String;)J
    .registers 6

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "difficulty"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v0, p0, Lapp/trailmark/logbook/data/AuditedRouteStore;->inner:Lapp/trailmark/logbook/data/RouteStore;

    invoke-interface {v0, p1, p2, p3}, Lapp/trailmark/logbook/data/RouteStore;->save(Ljava/lang/String;ILjava/lang/String;)J

    move-result-wide v0

    return-wide v0
.end method
