# class Cfg {
#   private static String action;                 // null until enable() runs
#   static void enable() { action = "com.example.demo.SCREEN"; }
#   static String action() { return action; }
# }
.class public final Lcom/example/demo/Cfg;
.super Ljava/lang/Object;
.field private static action:Ljava/lang/String;
.method public static enable()V
    .registers 1
    const-string v0, "com.example.demo.SCREEN"
    sput-object v0, Lcom/example/demo/Cfg;->action:Ljava/lang/String;
    return-void
.end method
.method public static action()Ljava/lang/String;
    .registers 1
    sget-object v0, Lcom/example/demo/Cfg;->action:Ljava/lang/String;
    return-object v0
.end method
