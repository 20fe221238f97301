.class public final Lcom/tidemark/invoices/Command$PurgeExports;
.super Ljava/lang/Object;
.source "Model.kt"

# interfaces
.implements Lcom/tidemark/invoices/Command;


# instance fields
.field private final aggregate:Ljava/lang/String;

.field private final olderThanMs:J


# direct methods
.method public constructor <init>(Ljava/lang/String;J)V
    .registers 5

    const-string v0, "aggregate"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/Command$PurgeExports;->aggregate:Ljava/lang/String;

    iput-wide p2, p0, Lcom/tidemark/invoices/Command$PurgeExports;->olderThanMs:J

    return-void
.end method


# virtual methods
.method public getAggregate()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lcom/tidemark/invoices/Command$PurgeExports;->aggregate:Ljava/lang/String;

    return-object v0
.end method

.method public final getOlderThanMs()J
    .registers 3

    .line 13
    iget-wide v0, p0, Lcom/tidemark/invoices/Command$PurgeExports;->olderThanMs:J

    return-wide v0
.end method
