.class public final synthetic Lcom/example/r36j2/ClassBookingProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "SourceFile"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/example/r36j2/ClassBookingProvider;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/example/r36j2/ClassBookingProvider;Ljava/lang/String;Ljava/lang/String;)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/r36j2/ClassBookingProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36j2/ClassBookingProvider;

    iput-object p2, p0, Lcom/example/r36j2/ClassBookingProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lcom/example/r36j2/ClassBookingProvider$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .locals 3

    iget-object v0, p0, Lcom/example/r36j2/ClassBookingProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36j2/ClassBookingProvider;

    iget-object v1, p0, Lcom/example/r36j2/ClassBookingProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lcom/example/r36j2/ClassBookingProvider$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;

    invoke-virtual {v0, v1, v2}, Lcom/example/r36j2/ClassBookingProvider;->a(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method
