.class public final Lcom/parcelnest/app/AuditTrail;
.super Ljava/lang/Object;
.source "Callers.kt"


# instance fields
.field private final db:Lcom/parcelnest/app/ParcelDb;

.field private final providerId:Ljava/lang/String;

.field private final who:Lkotlin/jvm/functions/Function0;


# direct methods
.method public constructor <init>(Lcom/parcelnest/app/ParcelDb;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)V
    .registers 5

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "who"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/parcelnest/app/AuditTrail;->db:Lcom/parcelnest/app/ParcelDb;

    iput-object p2, p0, Lcom/parcelnest/app/AuditTrail;->providerId:Ljava/lang/String;

    iput-object p3, p0, Lcom/parcelnest/app/AuditTrail;->who:Lkotlin/jvm/functions/Function0;

    return-void
.end method


# virtual methods
.method public final record(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 10

    const-string v1, "tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "outcome"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    iget-object v0, p0, Lcom/parcelnest/app/AuditTrail;->db:Lcom/parcelnest/app/ParcelDb;

    iget-object v1, p0, Lcom/parcelnest/app/AuditTrail;->who:Lkotlin/jvm/functions/Function0;

    invoke-interface {v1}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/Number;

    invoke-virtual {v1}, Ljava/lang/Number;->intValue()I

    move-result v1

    iget-object v2, p0, Lcom/parcelnest/app/AuditTrail;->providerId:Ljava/lang/String;

    move-object v3, p1

    move-object v4, p2

    move-object v5, p3

    invoke-virtual/range {v0 .. v5}, Lcom/parcelnest/app/ParcelDb;->audit(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 44
    return-void
.end method
