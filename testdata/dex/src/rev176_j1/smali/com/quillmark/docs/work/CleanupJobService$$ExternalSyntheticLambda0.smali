.class public final synthetic Lcom/quillmark/docs/work/CleanupJobService$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/quillmark/docs/work/CleanupJobService;

.field public final synthetic f$1:Landroid/app/job/JobParameters;

.field public final synthetic f$2:I


# direct methods
.method public synthetic constructor <init>(Lcom/quillmark/docs/work/CleanupJobService;Landroid/app/job/JobParameters;I)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillmark/docs/work/CleanupJobService$$ExternalSyntheticLambda0;->f$0:Lcom/quillmark/docs/work/CleanupJobService;

    iput-object p2, p0, Lcom/quillmark/docs/work/CleanupJobService$$ExternalSyntheticLambda0;->f$1:Landroid/app/job/JobParameters;

    iput p3, p0, Lcom/quillmark/docs/work/CleanupJobService$$ExternalSyntheticLambda0;->f$2:I

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 4

    iget-object v0, p0, Lcom/quillmark/docs/work/CleanupJobService$$ExternalSyntheticLambda0;->f$0:Lcom/quillmark/docs/work/CleanupJobService;

    iget-object v1, p0, Lcom/quillmark/docs/work/CleanupJobService$$ExternalSyntheticLambda0;->f$1:Landroid/app/job/JobParameters;

    iget v2, p0, Lcom/quillmark/docs/work/CleanupJobService$$ExternalSyntheticLambda0;->f$2:I

    invoke-virtual {v0, v1, v2}, Lcom/quillmark/docs/work/CleanupJobService;->lambda$onStartJob$0$com-quillmark-docs-work-CleanupJobService(Landroid/app/job/JobParameters;I)V

    return-void
.end method
