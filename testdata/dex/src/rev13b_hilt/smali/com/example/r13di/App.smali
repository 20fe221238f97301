# Java sketch (App.java) as Hilt leaves it: the Application holds the generated component.
#   public class App extends Application {                                                      // 8
#       final Object component = new DaggerApp_HiltComponents_SingletonC();                      // 9
#   }
.class public Lcom/example/r13di/App;
.super Landroid/app/Application;
.source "App.java"

.field final component:Ljava/lang/Object;

.method public constructor <init>()V
    .locals 1
    .line 8
    invoke-direct {p0}, Landroid/app/Application;-><init>()V
    .line 9
    new-instance v0, Lcom/example/r13di/DaggerApp_HiltComponents_SingletonC;
    invoke-direct {v0}, Lcom/example/r13di/DaggerApp_HiltComponents_SingletonC;-><init>()V
    iput-object v0, p0, Lcom/example/r13di/App;->component:Ljava/lang/Object;
    return-void
.end method
