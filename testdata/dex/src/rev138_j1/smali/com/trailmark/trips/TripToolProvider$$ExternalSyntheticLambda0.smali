.class public final synthetic Lcom/trailmark/trips/TripToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/trailmark/io/Pump$Producer;


# instance fields
.field public final synthetic f$0:Ljava/io/File;

.field public final synthetic f$1:Lcom/trailmark/io/AccessLog;

.field public final synthetic f$2:I

.field public final synthetic f$3:Ljava/lang/String;

.field public final synthetic f$4:Lcom/trailmark/data/TripDao$Trip;


# direct methods
.method public synthetic constructor <init>(Ljava/io/File;Lcom/trailmark/io/AccessLog;ILjava/lang/String;Lcom/trailmark/data/TripDao$Trip;)V
    .registers 6

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/trailmark/trips/TripToolProvider$$ExternalSyntheticLambda0;->f$0:Ljava/io/File;

    iput-object p2, p0, Lcom/trailmark/trips/TripToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/trailmark/io/AccessLog;

    iput p3, p0, Lcom/trailmark/trips/TripToolProvider$$ExternalSyntheticLambda0;->f$2:I

    iput-object p4, p0, Lcom/trailmark/trips/TripToolProvider$$ExternalSyntheticLambda0;->f$3:Ljava/lang/String;

    iput-object p5, p0, Lcom/trailmark/trips/TripToolProvider$$ExternalSyntheticLambda0;->f$4:Lcom/trailmark/data/TripDao$Trip;

    return-void
.end method


# virtual methods
.method public final writeTo(Ljava/io/OutputStream;)V
    .registers 8

    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider$$ExternalSyntheticLambda0;->f$0:Ljava/io/File;

    iget-object v1, p0, Lcom/trailmark/trips/TripToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/trailmark/io/AccessLog;

    iget v2, p0, Lcom/trailmark/trips/TripToolProvider$$ExternalSyntheticLambda0;->f$2:I

    iget-object v3, p0, Lcom/trailmark/trips/TripToolProvider$$ExternalSyntheticLambda0;->f$3:Ljava/lang/String;

    iget-object v4, p0, Lcom/trailmark/trips/TripToolProvider$$ExternalSyntheticLambda0;->f$4:Lcom/trailmark/data/TripDao$Trip;

    move-object/from16 v5, p1

    invoke-static/range {v0 .. v5}, Lcom/trailmark/trips/TripToolProvider;->lambda$track$0(Ljava/io/File;Lcom/trailmark/io/AccessLog;ILjava/lang/String;Lcom/trailmark/data/TripDao$Trip;Ljava/io/OutputStream;)V

    return-void
.end method
