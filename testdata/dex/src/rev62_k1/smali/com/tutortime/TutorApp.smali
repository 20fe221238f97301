.class public final Lcom/tutortime/TutorApp;
.super Landroid/app/Application;
.source "TutorApp.kt"

# interfaces
.implements Ldagger/hilt/internal/GeneratedComponentManager;

.field private final component:Ljava/lang/Object;

.method public constructor <init>()V
    .registers 2
    .line 13
    invoke-direct {v1}, Landroid/app/Application;-><init>()V
    .line 14
    new-instance v0, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;
    check-cast v1, Landroid/content/Context;
    invoke-direct {v0, v1}, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;-><init>(Landroid/content/Context;)V
    iput-object v0, v1, Lcom/tutortime/TutorApp;->component:Ljava/lang/Object;
    .line 13
    return-void
.end method

.method public generatedComponent()Ljava/lang/Object;
    .registers 2
    .line 15
    iget-object v0, v1, Lcom/tutortime/TutorApp;->component:Ljava/lang/Object;
    return-object v0
.end method

